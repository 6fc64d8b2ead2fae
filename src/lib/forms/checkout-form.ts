import { z } from 'zod';
import { optionalPhoneSchema } from '@/lib/validation/common';
import { customerEmailSchema, customerNameSchema } from '@/lib/validation/orders';

/** The checkout form's fields (the cart supplies the items): the order endpoint's rules, with both names required. */
export const checkoutFormSchema = z.object({
  customerFirstName: customerNameSchema('First name is required.').min(1, 'First name is required.'),
  customerLastName: customerNameSchema('Last name is required.').min(1, 'Last name is required.'),
  customerEmail: customerEmailSchema,
  customerPhone: optionalPhoneSchema,
});
export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
