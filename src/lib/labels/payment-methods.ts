import type { PaymentMethod } from '@/lib/validation/order-payments';

/** How each payment method is named on screen (ledger, balances, Activity). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  venmo: 'Venmo',
  zelle: 'Zelle',
  paypal: 'PayPal',
  card_reader: 'Card reader',
  other: 'Other',
};
