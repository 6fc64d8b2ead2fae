import { site } from '@/lib/site';
import type { PaymentInstructions } from './plan-types';

/** How buyers pay for the shop's own orders (no campaign): at pickup, as the shop has always taken money. */
export const SHOP_PAYMENT_INSTRUCTIONS: PaymentInstructions = {
  methods: ['cash', 'check', 'venmo'],
  payableTo: site.name,
  note: 'Pay when you pick up your order.',
};
