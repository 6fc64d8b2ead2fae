import { z } from 'zod';
import { parseDateBound, startOfZonedDay, toDateInputValue } from '@/lib/dates';
import { decimalToCents } from '@/lib/money';
import type { BodyInput } from '@/lib/contracts/endpoint';
import type { adminPaymentEndpoints } from '@/lib/contracts/order-payments';
import { text } from '@/lib/validation/common';
import {
  PAYMENT_MAX_CENTS,
  paymentMethods,
  REFERENCE_MAX_LENGTH,
  REFERENCE_TOO_LONG,
} from '@/lib/validation/order-payments';

/*
 * The "Record payment" forms (one order, or the bulk bar's selection): dollars as typed, a refund as a toggle, the
 * received day in the shop's calendar. paymentFormToEntry turns their values into the API's fields.
 */
export const AMOUNT_FORM_INVALID = 'Enter an amount in dollars above 0, e.g. 12.50.';
export const METHOD_REQUIRED = 'Choose how the money was paid.';
export const RECEIVED_ON_INVALID = 'Enter the day the money was received, not later than today.';
/** The collector select's value for "nobody named". */
export const NO_COLLECTOR = 'none';

const receivedOnField = text({ error: RECEIVED_ON_INVALID }).refine((value) => {
  const bound = parseDateBound(value);
  return Boolean(bound?.dateOnly) && value <= toDateInputValue(new Date());
}, RECEIVED_ON_INVALID);

const entryFormFields = {
  method: z.enum(paymentMethods, { error: METHOD_REQUIRED }),
  collectedBy: text(),
  reference: text({ error: REFERENCE_TOO_LONG }).trim().max(REFERENCE_MAX_LENGTH, REFERENCE_TOO_LONG),
  receivedOn: receivedOnField,
};

export const bulkPaymentFormSchema = z.object(entryFormFields);
export type BulkPaymentFormValues = z.input<typeof bulkPaymentFormSchema>;

export const paymentFormSchema = z.object({
  amount: text({ error: AMOUNT_FORM_INVALID }).refine((value) => {
    const cents = decimalToCents(value);
    return cents !== null && cents > 0 && cents <= PAYMENT_MAX_CENTS;
  }, AMOUNT_FORM_INVALID),
  refund: z.boolean(),
  ...entryFormFields,
});
export type PaymentFormValues = z.input<typeof paymentFormSchema>;

/** The form's method, collector, reference and day as the API takes them (today means "now": no receivedAt). */
export function paymentFormToEntry({ method, collectedBy, reference, receivedOn }: BulkPaymentFormValues) {
  const [year, month, day] = receivedOn.split('-').map(Number) as [number, number, number];
  const today = receivedOn === toDateInputValue(new Date());
  return {
    method,
    reference: reference.trim() || undefined,
    collectedByUserId: collectedBy && collectedBy !== NO_COLLECTOR ? Number(collectedBy) : undefined,
    // An earlier day: its noon in the shop's time zone, well inside that day whatever the offset.
    receivedAt: today
      ? undefined
      : new Date(startOfZonedDay(year, month, day).getTime() + 12 * 3_600_000).toISOString(),
  };
}

/** The single-order form's values as the API body: the amount in cents, negative for a refund. */
export function paymentFormToBody(
  orderId: number,
  values: PaymentFormValues,
): BodyInput<typeof adminPaymentEndpoints.record> {
  const cents = decimalToCents(values.amount) ?? 0;
  return { orderId, amountCents: values.refund ? -cents : cents, ...paymentFormToEntry(values) };
}
