import { z } from 'zod';
import type { CampaignPlanJson, ManagedPickupOption, PaymentInstructions, PickupKind } from '@/lib/plan/plan-types';
import { PICKUP_KINDS } from '@/lib/plan/plan-types';
import {
  PAYMENT_METHODS_REQUIRED,
  PICKUP_ADDRESS_REQUIRED,
  PICKUP_CAPACITY_INVALID,
  PICKUP_ENDS_BEFORE_START,
  PICKUP_ENDS_INVALID,
  PICKUP_NAME_REQUIRED,
  PICKUP_STARTS_INVALID,
} from '@/lib/validation/campaign-plan';
import { paymentMethods, type PaymentMethod } from '@/lib/validation/order-payments';
import { multilineText, text } from '@/lib/validation/common';
import { fromShopDateTimeInput, toShopDateTimeInput } from './shop-datetime';

/*
 * The campaign plan's forms (issue 25): the deadline and payment instructions (the admin's campaign dialog and the
 * plan page), and a pickup option's add/edit dialog. Form values are what the inputs hold (shop wall-clock times,
 * checkbox lists, text); the transforms give the API bodies, with the endpoints' own messages.
 */

export const DEADLINE_FORM_INVALID = 'Enter a date and time, or leave it empty for no deadline.';

/* ---------- deadline and payment instructions ---------- */

export const planFormFields = {
  orderDeadline: text().refine(
    (value) => value.trim() === '' || fromShopDateTimeInput(value) !== null,
    DEADLINE_FORM_INVALID,
  ),
  paymentMethods: z.array(z.enum(paymentMethods)),
  paymentHandle: text().trim().max(100, 'Handle must be at most 100 characters.'),
  paymentPayableTo: text().trim().max(100, 'Checks payable to must be at most 100 characters.'),
  paymentNote: multilineText().trim().max(500, 'Note must be at most 500 characters.'),
};

export type PlanFormValues = {
  orderDeadline: string;
  paymentMethods: PaymentMethod[];
  paymentHandle: string;
  paymentPayableTo: string;
  paymentNote: string;
};

/** Instructions typed without any method: the one refusal the fields cannot make alone. */
export function planFormIssue(values: PlanFormValues): { message: string; path: [keyof PlanFormValues] } | null {
  const said = values.paymentHandle.trim() || values.paymentPayableTo.trim() || values.paymentNote.trim();
  if (said && values.paymentMethods.length === 0)
    return { message: PAYMENT_METHODS_REQUIRED, path: ['paymentMethods'] };
  return null;
}

/** The plan as the API takes it: the deadline as an instant or null, the instructions or null (no method chosen). */
export function planFormBody(values: PlanFormValues): CampaignPlanJson {
  const instructions: PaymentInstructions | null =
    values.paymentMethods.length === 0
      ? null
      : {
          methods: paymentMethods.filter((method) => values.paymentMethods.includes(method)),
          ...(values.paymentHandle.trim() ? { handle: values.paymentHandle.trim() } : {}),
          ...(values.paymentPayableTo.trim() ? { payableTo: values.paymentPayableTo.trim() } : {}),
          ...(values.paymentNote.trim() ? { note: values.paymentNote.trim() } : {}),
        };
  return {
    orderDeadline: values.orderDeadline.trim() ? fromShopDateTimeInput(values.orderDeadline) : null,
    paymentInstructions: instructions,
  };
}

export function planToFormValues(plan: CampaignPlanJson | null): PlanFormValues {
  const instructions = plan?.paymentInstructions ?? null;
  return {
    orderDeadline: toShopDateTimeInput(plan?.orderDeadline ?? null),
    paymentMethods: instructions?.methods ?? [],
    paymentHandle: instructions?.handle ?? '',
    paymentPayableTo: instructions?.payableTo ?? '',
    paymentNote: instructions?.note ?? '',
  };
}

/** The plan page's own form: the plan fields alone. */
export const planFormSchema = z
  .object(planFormFields)
  .superRefine((values, ctx) => {
    const issue = planFormIssue(values);
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  })
  .transform(planFormBody);
export type PlanFormBody = z.output<typeof planFormSchema>;

/* ---------- a pickup option ---------- */

const localInstant = (message: string) =>
  text({ error: message }).refine((value) => fromShopDateTimeInput(value) !== null, message);

export const pickupOptionFormSchema = z
  .object({
    kind: z.enum(PICKUP_KINDS),
    name: text().trim().min(1, PICKUP_NAME_REQUIRED).max(100, 'Pickup name must be at most 100 characters.'),
    address: text().trim().max(300, 'Address must be at most 300 characters.'),
    startsAt: localInstant(PICKUP_STARTS_INVALID),
    endsAt: localInstant(PICKUP_ENDS_INVALID),
    capacity: text()
      .trim()
      .refine((value) => value === '' || (/^\d{1,6}$/.test(value) && Number(value) >= 1), PICKUP_CAPACITY_INVALID),
  })
  .superRefine((values, ctx) => {
    if (values.kind === 'meetup' && !values.address.trim())
      ctx.addIssue({ code: 'custom', message: PICKUP_ADDRESS_REQUIRED, path: ['address'] });
    const start = fromShopDateTimeInput(values.startsAt);
    const end = fromShopDateTimeInput(values.endsAt);
    if (start && end && end <= start)
      ctx.addIssue({ code: 'custom', message: PICKUP_ENDS_BEFORE_START, path: ['endsAt'] });
  })
  .transform((values) => ({
    kind: values.kind,
    name: values.name.trim(),
    address: values.address.trim() || null,
    startsAt: fromShopDateTimeInput(values.startsAt)!,
    endsAt: fromShopDateTimeInput(values.endsAt)!,
    capacity: values.capacity.trim() ? Number(values.capacity) : null,
  }));
export type PickupOptionFormValues = z.input<typeof pickupOptionFormSchema>;
/** Every field, as both the create and the update call take them (the dialog always sends them all). */
export type PickupOptionFormBody = z.output<typeof pickupOptionFormSchema>;

export function pickupOptionToFormValues(
  option: ManagedPickupOption | null,
  kind: PickupKind = 'meetup',
): PickupOptionFormValues {
  if (!option) return { kind, name: '', address: '', startsAt: '', endsAt: '', capacity: '' };
  return {
    kind: option.kind,
    name: option.name,
    address: option.address ?? '',
    startsAt: toShopDateTimeInput(option.startsAt),
    endsAt: toShopDateTimeInput(option.endsAt),
    capacity: option.capacity === null ? '' : String(option.capacity),
  };
}
