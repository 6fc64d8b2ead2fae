import { z } from 'zod';
import { positiveId, positiveIdParam } from './common';
import { sheetRoastDateField } from './roast-plan';

/*
 * The fulfilment sheet of a campaign (issue 13): bags to roast per coffee, then the orders grouped by fundraiser,
 * and the "handed out" action. Shared by the admin and captain endpoints (their contracts:
 * src/lib/contracts/campaign-fulfilment.ts) and the pages.
 */

export const FULFILMENT_CAMPAIGN_INVALID = 'Campaign ID must be a positive integer.';
export const FULFILMENT_FORMAT_INVALID = 'format must be json or csv.';

// GET /_api/admin/campaign/fulfilment?campaignId=&format= and its captain twin
export const campaignFulfilmentQuerySchema = z.strictObject({
  campaignId: positiveIdParam(FULFILMENT_CAMPAIGN_INVALID),
  format: z.enum(['json', 'csv'], { error: FULFILMENT_FORMAT_INVALID }).optional(),
  // Issue 28: the sheet is per roast day; without it, every roast day of the campaign.
  roastDate: sheetRoastDateField,
});

/** One "handed out" call names at most this many orders (the largest campaign group fits many times over). */
export const HANDED_OUT_MAX_IDS = 1_000;
export const HANDED_OUT_IDS_INVALID = 'orderIds must be a list of positive integers.';
export const HANDED_OUT_IDS_EMPTY = 'orderIds must name at least one order.';
export const HANDED_OUT_IDS_TOO_MANY = `At most ${HANDED_OUT_MAX_IDS.toLocaleString('en-US')} orderIds at a time.`;

const handedOutIds = z
  .array(positiveId(HANDED_OUT_IDS_INVALID), { error: HANDED_OUT_IDS_INVALID })
  .min(1, HANDED_OUT_IDS_EMPTY)
  .max(HANDED_OUT_MAX_IDS, HANDED_OUT_IDS_TOO_MANY);

export const HAND_OUT_UNPAID_INVALID = 'handOutUnpaid must be true or false.';

// POST /_api/admin/campaign/handed-out and its captain twin. `handOutUnpaid: true` confirms handing out orders that
// still owe money (without it such a call answers 409, as meetup mode's collect does).
export const markHandedOutSchema = z.strictObject({
  orderIds: handedOutIds,
  handOutUnpaid: z.boolean({ error: HAND_OUT_UNPAID_INVALID }).optional(),
});
export type MarkHandedOutInput = z.input<typeof markHandedOutSchema>;

// POST /_api/admin/campaign/handed-out/undo and its captain twin
export const undoHandedOutSchema = z.strictObject({ orderIds: handedOutIds });
export type UndoHandedOutInput = z.input<typeof undoHandedOutSchema>;

/** A campaign id from a page's route segment, or null when it cannot be one (the page answers 404). */
export function parseCampaignIdSegment(value: string): number | null {
  const parsed = campaignFulfilmentQuerySchema.shape.campaignId.safeParse(value);
  return parsed.success ? parsed.data : null;
}
