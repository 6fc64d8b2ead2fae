import 'server-only';
import { notFound } from 'next/navigation';
import { optionLabel } from '@/lib/coffee/options';
import type { PaperOption } from '@/lib/forms/paper-entry-form';
import { adminFulfilmentPath, captainFulfilmentPath } from '@/lib/paths/fulfilment';
import { adminPaperPath, captainPaperPath, familyPaperPath } from '@/lib/paths/paper-entry';
import { parseCampaignIdSegment } from '@/lib/validation/campaign-fulfilment';
import { gatePage } from '@/server/auth/page-gate';
import { readCampaignProducts } from '@/server/cache/public-reads';
import { getDb } from '@/server/db';
import { getManagedCampaign } from '@/server/db/queries/campaign-access';
import { listPaperEnvelopes, listPaperSellers } from '@/server/db/queries/staff-entry';
import { managerOf } from '@/server/reads/managed-campaign';
import { PaperEntry } from './paper-entry';
import { PaperEnvelopes } from './paper-envelopes';

export type PaperEntryScope = 'admin' | 'captain' | 'family';

const SCOPES = {
  admin: { area: '/admin', path: adminPaperPath, fallback: '/admin' },
  captain: { area: '/captain/campaigns', path: captainPaperPath, fallback: '/captain/team-management' },
  family: { area: '/family', path: familyPaperPath, fallback: '/settings' },
} as const;

/**
 * Who is on the screen for this campaign: the campaign and the sellers the user may type orders in for, or null (a
 * 404, whether the campaign is unknown or not theirs). Staff and captains through the campaigns they manage; a
 * seller or guardian through their own sellers. The layouts call it before the loading state, the page again.
 */
export async function findPaperEntry(segment: string, scope: PaperEntryScope) {
  const { area, path, fallback } = SCOPES[scope];
  const id = parseCampaignIdSegment(segment);
  const { user } = await gatePage(area, id ? path(id) : fallback);
  if (id === null) return null;
  const caller = managerOf(user);
  const managed = scope === 'family' ? null : await getManagedCampaign({ campaignId: id, manager: caller });
  if (scope !== 'family' && !managed) return null;
  const sellers = await listPaperSellers(await getDb(), { campaignId: id, caller });
  if (scope === 'family' && sellers.length === 0) return null;
  const name = managed?.name ?? sellers[0]!.campaignName;
  return {
    campaign: { id, name },
    sellers: sellers.map(({ id: sellerId, name: sellerName }) => ({ id: sellerId, name: sellerName })),
  };
}

/** Every active option of the campaign's coffees, a quantity column each. */
async function readPaperOptions(campaignId: number): Promise<PaperOption[]> {
  const products = await readCampaignProducts(campaignId);
  return products.flatMap((product) =>
    product.options.map((option) => ({
      productId: product.id,
      optionId: option.id,
      label: `${product.name}, ${optionLabel(option)}`,
      priceCents: option.priceCents,
    })),
  );
}

const BACK = {
  admin: (id: number) => ({ href: adminFulfilmentPath(id), label: 'Back to the fulfilment sheet' }),
  captain: (id: number) => ({ href: captainFulfilmentPath(id), label: 'Back to the fulfilment sheet' }),
  family: () => ({ href: '/settings', label: 'Back to settings' }),
};

/** The page of the three paper entry addresses: it gates itself and 404s for a campaign that is not the user's. */
export async function PaperEntryPage({ segment, scope }: { segment: string; scope: PaperEntryScope }) {
  const found = await findPaperEntry(segment, scope);
  if (!found) notFound();
  const [options, envelopes] = await Promise.all([
    readPaperOptions(found.campaign.id),
    listPaperEnvelopes(await getDb(), {
      campaignId: found.campaign.id,
      sellerIds: found.sellers.map((seller) => seller.id),
    }),
  ]);
  return (
    <>
      <PaperEntry
        caller={scope === 'admin' ? 'admin' : 'captain'}
        campaign={found.campaign}
        sellers={found.sellers}
        options={options}
        back={BACK[scope](found.campaign.id)}
      />
      <PaperEnvelopes envelopes={envelopes} />
    </>
  );
}

/** The layouts' gate: a real 404, thrown before the segment's loading state starts the response. */
export async function gatePaperEntry(segment: string, scope: PaperEntryScope) {
  if (!(await findPaperEntry(segment, scope))) notFound();
}
