import { z } from 'zod';
import { parseDateBound } from '@/lib/dates';
import { PICKUP_KINDS, type PaymentInstructions } from '@/lib/plan/plan-types';
import { definedOnly } from './changes';
import { paymentMethods } from './order-payments';
import { isWithinDateYears, multilineText, positiveId, positiveIdParam, text } from './common';

/*
 * The campaign plan's rules (issue 25): the order deadline, the payment instructions and pickup options, for the
 * admin campaign calls, the captain's plan call and the pickup option calls. Shapes: ../plan/plan-types.ts.
 */

export const DEADLINE_INVALID = 'Order deadline must be a date and time (ISO 8601), or null.';
export const PAYMENT_METHODS_INVALID = `Payment methods must be a list of: ${paymentMethods.join(', ')}.`;
export const PAYMENT_METHODS_REQUIRED = 'Choose at least one way to pay.';
export const PICKUP_OPTION_ID_INVALID = 'Pickup option ID must be a positive integer.';
export const PICKUP_REQUIRED = 'Choose where to pick up your order.';
export const PICKUP_KIND_INVALID = `kind must be one of: ${PICKUP_KINDS.join(', ')}.`;
export const PICKUP_NAME_REQUIRED = 'Pickup name is required.';
export const PICKUP_STARTS_INVALID = 'Start must be a date and time (ISO 8601).';
export const PICKUP_ENDS_INVALID = 'End must be a date and time (ISO 8601).';
export const PICKUP_ENDS_BEFORE_START = 'The pickup window must end after it starts.';
export const PICKUP_CAPACITY_INVALID = 'Capacity must be a whole number of orders, 1 or more, or empty.';
export const PICKUP_ADDRESS_REQUIRED = 'A meetup needs an address.';

/** An instant: an ISO date-time with an offset, or a calendar day (its start in the shop's time zone). */
const instantField = (message: string) =>
  text({ error: message })
    .trim()
    .transform((value, ctx) => {
      const bound = value ? parseDateBound(value) : null;
      if (!bound || !isWithinDateYears(bound.date)) {
        ctx.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return bound.date;
    });

/** `orderDeadline`: an instant, or null (or "") for none. */
export const orderDeadlineField = z.union(
  [z.null(), z.literal('').transform(() => null), instantField(DEADLINE_INVALID)],
  { error: DEADLINE_INVALID },
);

const shortText = (label: string, max: number) =>
  text({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => value || undefined);

/** `paymentInstructions`: which ledger methods, a handle, checks payable to, a note; null to clear. */
export const paymentInstructionsField = z
  .strictObject({
    methods: z
      .array(z.enum(paymentMethods, { error: PAYMENT_METHODS_INVALID }), { error: PAYMENT_METHODS_INVALID })
      .min(1, PAYMENT_METHODS_REQUIRED)
      .max(paymentMethods.length, PAYMENT_METHODS_INVALID)
      .transform((methods) => [...new Set(methods)]),
    handle: shortText('Handle', 100),
    payableTo: shortText('Checks payable to', 100),
    note: multilineText({ error: 'Note must be text.' })
      .trim()
      .max(500, 'Note must be at most 500 characters.')
      .optional()
      .transform((value) => value || undefined),
  })
  .nullable()
  .transform((value): PaymentInstructions | null => (value ? definedOnly(value) : null));

/** A pickup option id in a body. */
export const pickupOptionIdField = positiveId(PICKUP_OPTION_ID_INVALID);

const addressText = text({ error: 'Address must be text.' }).trim().max(300, 'Address must be at most 300 characters.');
const capacityNumber = z
  .number({ error: PICKUP_CAPACITY_INVALID })
  .int(PICKUP_CAPACITY_INVALID)
  .min(1, PICKUP_CAPACITY_INVALID)
  .max(100_000, PICKUP_CAPACITY_INVALID);

const pickupFields = {
  kind: z.enum(PICKUP_KINDS, { error: PICKUP_KIND_INVALID }),
  name: text({ error: PICKUP_NAME_REQUIRED })
    .trim()
    .min(1, PICKUP_NAME_REQUIRED)
    .max(100, 'Pickup name must be at most 100 characters.'),
  address: addressText
    .nullable()
    .optional()
    .transform((value) => value || null),
  startsAt: instantField(PICKUP_STARTS_INVALID),
  endsAt: instantField(PICKUP_ENDS_INVALID),
  capacity: capacityNumber
    .nullable()
    .optional()
    .transform((value) => value ?? null),
};

type WindowInput = { kind?: string; address?: string | null; startsAt?: Date; endsAt?: Date };
const windowOrdered = (input: WindowInput) =>
  !input.startsAt || !input.endsAt || input.endsAt.getTime() > input.startsAt.getTime();
const meetupHasAddress = (input: WindowInput) => input.kind !== 'meetup' || Boolean(input.address);

/** POST /_api/admin/pickup-options (campaignId null: the shop's own) and the captain's twin (campaignId required). */
export const createPickupOptionSchema = z
  .strictObject({
    campaignId: positiveId('Campaign ID must be a positive integer, or null for the shop.').nullable(),
    ...pickupFields,
  })
  .refine(windowOrdered, { message: PICKUP_ENDS_BEFORE_START, path: ['endsAt'] })
  .refine(meetupHasAddress, { message: PICKUP_ADDRESS_REQUIRED, path: ['address'] });
export type CreatePickupOptionInput = z.output<typeof createPickupOptionSchema>;

/** POST …/pickup-options/update: the id and the fields to change (the window is checked against the stored one). */
export const updatePickupOptionSchema = z.strictObject({
  id: pickupOptionIdField,
  kind: pickupFields.kind.optional(),
  name: pickupFields.name.optional(),
  // Absent stays absent (the stored value is kept); null or "" clears.
  address: addressText
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  startsAt: pickupFields.startsAt.optional(),
  endsAt: pickupFields.endsAt.optional(),
  capacity: capacityNumber.nullable().optional(),
});
export type UpdatePickupOptionInput = z.output<typeof updatePickupOptionSchema>;

/** POST …/pickup-options/delete */
export const deletePickupOptionSchema = z.strictObject({ id: pickupOptionIdField });

/** GET /_api/campaign/pickup-options?campaignSlug= */
export const campaignPickupOptionsQuerySchema = z.strictObject({
  campaignSlug: text({ error: 'campaignSlug is required.' }).trim().min(1, 'campaignSlug is required.').max(100),
});

/** GET /_api/admin/pickup-options?campaignId= (absent: the shop's own). */
export const managedPickupOptionsQuerySchema = z.strictObject({
  campaignId: positiveIdParam('Campaign ID must be a positive integer.').optional(),
});

/** POST /_api/captain/campaign/plan: the fields given change, the others stay. */
export const captainPlanSchema = z.strictObject({
  campaignId: positiveId('Campaign ID must be a positive integer.'),
  orderDeadline: orderDeadlineField.optional(),
  paymentInstructions: paymentInstructionsField.optional(),
});
