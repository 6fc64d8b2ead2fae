import type { SupporterPick } from './attribution';

/**
 * The pick a visit to a fundraiser's page records (qr-arrival.tsx): that fundraiser, named as their page names them.
 * Its own module: it runs in every fundraiser page's first load, which must not carry the attribution's readers.
 */
export function fundraiserVisitPick(
  campaignId: number,
  subAccountId: number,
  name: string,
  campaignPath?: string,
): SupporterPick {
  return { campaignId, subAccountId, name, via: 'fundraiser', ...(campaignPath ? { campaignPath } : {}) };
}
