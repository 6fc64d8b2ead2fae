import type { Grind } from '@/lib/coffee/options';
import type { PaymentStatus } from '@/lib/validation/admin-orders';
import type { PaymentMethod } from '@/lib/validation/order-payments';
import { orderLookupQuerySchema, orderPickupSchema } from '@/lib/validation/order-page';
import type { BuyerOrderStatus, PaymentInstructions, PickupOptionJson } from '@/lib/plan/plan-types';
import { endpoint, jsonOf } from './endpoint';

/** Whom an order supports: a fundraiser (their page, when public) or the whole team; null for the shop's own. */
export type OrderSupports =
  | { kind: 'fundraiser'; name: string; campaignName: string; pageUrl: string | null }
  | { kind: 'team'; name: string; campaignName: string; pageUrl: string | null }
  | null;

/** One entry of the order's ledger (a refund is negative); `split` only when the campaign names an organisation. */
export type BuyerPayment = {
  amountCents: number;
  method: PaymentMethod;
  receivedAt: string;
  split: { coffeeCents: number; contributionCents: number } | null;
};

/** The buyer's view of their order (issue 25's contract keys first, then what the page needs beside them). */
export type BuyerOrder = {
  orderNumber: string;
  /** Each line's grind and size (issue 28); lines from before options read as whole bean, 12 oz. */
  items: Array<{
    productName: string;
    quantity: number;
    unitPrice: string;
    lineTotal: string;
    optionId: number | null;
    grind: Grind;
    size: string;
  }>;
  totalAmount: string;
  paymentStatus: PaymentStatus;
  collectedCents: number;
  outstandingCents: number;
  orderStatus: BuyerOrderStatus;
  pickup: PickupOptionJson | null;
  supports: OrderSupports;
  paymentInstructions: PaymentInstructions | null;
  totalCents: number;
  createdAt: string;
  customerFirstName: string;
  /** The campaign's order deadline; the pickup choice can change until then (always, with no deadline). */
  orderDeadline: string | null;
  pickupChangeable: boolean;
  /** What the buyer may switch to (the current choice included); empty when no change is possible. */
  pickupOptions: PickupOptionJson[];
  /** Issue 28: the roast day of the order's coffee ("YYYY-MM-DD"); null for orders without one. */
  roastDate: string | null;
  /** Issue 29, in cents: the gift, the fair market value of the coffee and the contribution (they add up to the total). */
  giftCents: number;
  fairMarketValueCents: number;
  contributionCents: number;
  /** What the receipt says (src/lib/gifts/receipt-words.ts); empty when there is nothing to say. */
  receipt: string[];
  /** Issue 29: each payment with what of it paid for the coffee and what was a contribution. */
  payments: BuyerPayment[];
};

export const orderPageEndpoints = {
  /** 404 `Order not found.` for an unknown order and for a wrong or missing key alike. */
  lookup: endpoint({
    method: 'GET',
    path: '/_api/orders/lookup',
    access: 'public',
    query: orderLookupQuerySchema,
    response: jsonOf<{ order: BuyerOrder }>(),
  }),
  /** Changes the pickup choice until the deadline: 409 after it or when the option is full. */
  pickup: endpoint({
    method: 'POST',
    path: '/_api/orders/pickup',
    access: 'public',
    body: orderPickupSchema,
    response: jsonOf<{ message: string; order: BuyerOrder }>(),
  }),
};
