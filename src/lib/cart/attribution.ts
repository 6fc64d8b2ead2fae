import type { BuyerOrderSource } from '@/lib/validation/orders';
import { CART_ATTRIBUTION_KEY } from './attribution-key';

export { CART_ATTRIBUTION_KEY };

/*
 * Who the visitor's order supports and how they arrived, kept in localStorage beside the guest cart
 * (`sg-cart-attribution`), so a reload or a trip through the cart keeps both. Public pages are cached and identical
 * for everyone: the browser, never the server, reads `?src=qr` and remembers it here.
 */

/** A QR code's visit stays attached for a day: long enough to come back and buy, short enough not to mislabel. */
export const QR_MARKER_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Whom the buyer supports: a fundraiser, or the whole team (`subAccountId` null). `via` is where the choice was made
 * (a visit to the fundraiser's page, or the campaign page's picker: it decides the order's source); `campaignPath` is
 * the campaign page where the buyer can change it (absent when the campaign has no page).
 */
export type SupporterPick = {
  campaignId: number;
  subAccountId: number | null;
  name: string;
  via?: 'fundraiser' | 'picker';
  campaignPath?: string;
};
/** The page a QR code opened: a fundraiser's (their user id) or the campaign's own (null), and when. */
export type QrMarker = { campaignId: number; subAccountId: number | null; at: number };
export type CartAttribution = { pick: SupporterPick | null; qr: QrMarker | null };

export const NO_ATTRIBUTION: CartAttribution = { pick: null, qr: null };

const positiveInteger = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const creditedTo = (value: unknown): value is number | null => value === null || positiveInteger(value);

// Checked by hand, as the guest cart is: this runs on public pages, where a schema library would be 30 kB.
function readPick(value: unknown): SupporterPick | null {
  if (!value || typeof value !== 'object') return null;
  const { campaignId, subAccountId, name, via, campaignPath } = value as Record<string, unknown>;
  if (!positiveInteger(campaignId) || !creditedTo(subAccountId) || typeof name !== 'string') return null;
  const pick: SupporterPick = { campaignId, subAccountId, name: name.slice(0, 100) };
  if (via === 'fundraiser' || via === 'picker') pick.via = via;
  if (typeof campaignPath === 'string' && /^\/campaigns\/[\w-]+$/.test(campaignPath)) pick.campaignPath = campaignPath;
  return pick;
}

function readQr(value: unknown): QrMarker | null {
  if (!value || typeof value !== 'object') return null;
  const { campaignId, subAccountId, at } = value as Record<string, unknown>;
  if (!positiveInteger(campaignId) || !creditedTo(subAccountId) || typeof at !== 'number' || !Number.isFinite(at))
    return null;
  return { campaignId, subAccountId, at };
}

/** What is under the key; anything corrupt or foreign is no attribution, never an exception. */
export function parseCartAttribution(raw: string | null): CartAttribution {
  if (!raw) return NO_ATTRIBUTION;
  try {
    const data = JSON.parse(raw) as Record<string, unknown> | null;
    if (!data || typeof data !== 'object') return NO_ATTRIBUTION;
    return { pick: readPick(data.pick), qr: readQr(data.qr) };
  } catch {
    return NO_ATTRIBUTION;
  }
}

export const PICK_REQUIRED =
  'Choose who you are supporting (a fundraiser or the whole team) before placing your order.';

/**
 * The picker's choice for this campaign if it still stands: the whole team, or a fundraiser still among
 * `fundraiserIds` (a choice made on another campaign's page does not carry over; someone who left the campaign or hid
 * their page is no longer a choice).
 */
export function pickFor(
  attribution: CartAttribution,
  campaignId: number,
  fundraiserIds: readonly number[],
): SupporterPick | null {
  const pick = attribution.pick;
  if (pick?.campaignId !== campaignId) return null;
  return pick.subAccountId === null || fundraiserIds.includes(pick.subAccountId) ? pick : null;
}

/**
 * The order's source. `qr` when a QR code opened the page of exactly whom the order credits (the fundraiser's code
 * and the order credits that fundraiser, or the campaign's code and the order credits the whole team) within the
 * last day; otherwise the page the order is placed from: `link` on a fundraiser's page, `campaign-picker` on the
 * campaign page.
 */
export function orderSourceFor(
  page: 'fundraiser' | 'campaign',
  credit: { campaignId: number; subAccountId: number | null },
  qr: QrMarker | null,
  now: number,
): BuyerOrderSource {
  const fromQr =
    qr !== null &&
    now - qr.at <= QR_MARKER_TTL_MS &&
    qr.at <= now + 60_000 &&
    qr.campaignId === credit.campaignId &&
    qr.subAccountId === credit.subAccountId;
  if (fromQr) return 'qr';
  return page === 'fundraiser' ? 'link' : 'campaign-picker';
}
