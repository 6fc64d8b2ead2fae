import type { OrderSourceValue } from '@/lib/validation/orders';

/** Where the buyer of a credited order came from, as the order's page names it. */
export const ORDER_SOURCE_LABELS: Record<OrderSourceValue, string> = {
  qr: 'QR code',
  link: "The fundraiser's link",
  'campaign-picker': 'Campaign page picker',
  paper: 'Paper order form',
  booth: 'Booth sale',
};
