import { z } from 'zod';
import { optionalPhoneSchema } from '@/lib/validation/common';
import { customerEmailSchema, customerNameSchema, MAX_GIFT_CENTS } from '@/lib/validation/orders';

export const GIFT_FORM_INVALID = 'A gift must be a whole number of dollars from $1 to $10,000.';

/** "20" → 2000: a gift for the team in whole dollars (issue 29); empty means none. */
export const giftDollarsField = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const cents = /^\d{1,6}$/.test(value) ? Number(value) * 100 : NaN;
    if (!(cents >= 100 && cents <= MAX_GIFT_CENTS)) {
      ctx.addIssue({ code: 'custom', message: GIFT_FORM_INVALID });
      return z.NEVER;
    }
    return cents;
  });

/** The checkout form's fields (the cart supplies the items): the order endpoint's rules, with both names required. */
export const checkoutFormSchema = z.object({
  customerFirstName: customerNameSchema('First name is required.').min(1, 'First name is required.'),
  customerLastName: customerNameSchema('Last name is required.').min(1, 'Last name is required.'),
  customerEmail: customerEmailSchema,
  customerPhone: optionalPhoneSchema,
  // Shown only on a campaign's pages; typed in dollars, sent to the order call as giftCents.
  giftDollars: giftDollarsField,
});
export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
