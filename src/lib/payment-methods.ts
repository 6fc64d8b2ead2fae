import type { paymentMethods } from '@/server/db/schema';

export type PaymentMethod = (typeof paymentMethods)[number];

/** How each payment method reads on screen, in the ledger's order (browser code cannot import the schema's list). */
export const PAYMENT_METHOD_LABELS = {
  cash: 'Cash',
  check: 'Check',
  venmo: 'Venmo',
  zelle: 'Zelle',
  paypal: 'PayPal',
  card_reader: 'Card reader',
  other: 'Other',
} as const satisfies Record<PaymentMethod, string>;

export const PAYMENT_METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[];
