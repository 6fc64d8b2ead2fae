import { z } from 'zod';
import { ORDER_ID_INVALID } from './admin-orders';
import { positiveId, positiveIdParam, text } from './common';
import { AMOUNT_TOO_LARGE, METHOD_INVALID, PAYMENT_MAX_CENTS, paymentMethods } from './order-payments';

/*
 * Meetup mode (issue 25): at the pickup table, an admin or the campaign's captain finds an order (search or a scanned
 * QR), collects what is owed and hands the bags out in one step, undoes it, and moves the orders nobody collected to
 * another pickup option. One schema per endpoint (contracts: src/lib/contracts/meetup.ts).
 */

export const MEETUP_CAMPAIGN_INVALID = 'campaignId must be a positive integer.';
export const MEETUP_OPTION_INVALID = 'pickupOptionId must be a positive integer.';
export const MEETUP_QUERY_TOO_LONG = 'q must be at most 100 characters.';
export const MEETUP_SCAN_INVALID = 'A scanned code needs both orderNumber and key.';
export const MEETUP_ORDER_NUMBER_INVALID = 'orderNumber must be an order number such as SG-261126-ABCDE.';
export const MEETUP_KEY_INVALID = 'key must be the 32-character key of the order page link.';
export const MEETUP_AMOUNT_INVALID = 'amountCents must be a whole number of cents, 0 or more (0 when already paid).';
export const MEETUP_HAND_OUT_UNPAID_INVALID = 'handOutUnpaid must be true or false.';
export const MEETUP_MOVE_IDS_INVALID = 'orderIds must be a list of positive integers.';
export const MEETUP_MOVE_IDS_EMPTY = 'orderIds must name at least one order.';
export const MEETUP_MOVE_MAX_IDS = 500;
export const MEETUP_MOVE_IDS_TOO_MANY = `At most ${MEETUP_MOVE_MAX_IDS} orderIds at a time.`;
export const MEETUP_SEND_FOLLOW_UP_INVALID = 'sendFollowUp must be true or false.';

/** The most orders one search answers: a phone screen's worth; narrow the search for the rest. */
export const MEETUP_RESULTS_MAX = 25;
export const MEETUP_QUERY_MAX = 100;

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(emptyToUndefined, schema.optional());

const orderNumberParam = text({ error: MEETUP_ORDER_NUMBER_INVALID })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,40}$/, MEETUP_ORDER_NUMBER_INVALID);
const keyParam = text({ error: MEETUP_KEY_INVALID })
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{32}$/, MEETUP_KEY_INVALID);

// GET /_api/captain/meetup/orders?campaignId=&pickupOptionId=&q= | &orderNumber=&key= (a scanned QR)
export const meetupOrdersQuerySchema = z
  .object({
    campaignId: positiveIdParam(MEETUP_CAMPAIGN_INVALID),
    pickupOptionId: optional(positiveIdParam(MEETUP_OPTION_INVALID)),
    q: optional(text({ error: MEETUP_QUERY_TOO_LONG }).trim().max(MEETUP_QUERY_MAX, MEETUP_QUERY_TOO_LONG)),
    orderNumber: optional(orderNumberParam),
    key: optional(keyParam),
  })
  .refine((query) => (query.orderNumber === undefined) === (query.key === undefined), MEETUP_SCAN_INVALID);
export type MeetupOrdersQuery = z.output<typeof meetupOrdersQuerySchema>;

// POST /_api/captain/meetup/collect
export const meetupCollectSchema = z.strictObject({
  orderId: positiveId(ORDER_ID_INVALID),
  amountCents: z
    .number({ error: MEETUP_AMOUNT_INVALID })
    .int(MEETUP_AMOUNT_INVALID)
    .min(0, MEETUP_AMOUNT_INVALID)
    .max(PAYMENT_MAX_CENTS, AMOUNT_TOO_LARGE),
  method: z.enum(paymentMethods, { error: METHOD_INVALID }),
  handOutUnpaid: z.boolean({ error: MEETUP_HAND_OUT_UNPAID_INVALID }).optional(),
});
export type MeetupCollectInput = z.input<typeof meetupCollectSchema>;
export type MeetupCollectValues = z.output<typeof meetupCollectSchema>;

// POST /_api/captain/meetup/undo
export const meetupUndoSchema = z.strictObject({ orderId: positiveId(ORDER_ID_INVALID) });
export type MeetupUndoInput = z.input<typeof meetupUndoSchema>;

// GET /_api/captain/meetup/not-collected?campaignId=&pickupOptionId=
export const meetupNotCollectedQuerySchema = z.object({
  campaignId: positiveIdParam(MEETUP_CAMPAIGN_INVALID),
  pickupOptionId: positiveIdParam(MEETUP_OPTION_INVALID),
});

// POST /_api/captain/meetup/move
export const meetupMoveSchema = z.strictObject({
  orderIds: z
    .array(positiveId(MEETUP_MOVE_IDS_INVALID), { error: MEETUP_MOVE_IDS_INVALID })
    .min(1, MEETUP_MOVE_IDS_EMPTY)
    .max(MEETUP_MOVE_MAX_IDS, MEETUP_MOVE_IDS_TOO_MANY),
  toPickupOptionId: positiveId(MEETUP_OPTION_INVALID),
  sendFollowUp: z.boolean({ error: MEETUP_SEND_FOLLOW_UP_INVALID }),
});
export type MeetupMoveInput = z.input<typeof meetupMoveSchema>;
export type MeetupMoveValues = z.output<typeof meetupMoveSchema>;
