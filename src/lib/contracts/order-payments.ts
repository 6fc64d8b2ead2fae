import type { PaymentStatus } from '@/lib/validation/admin-orders';
import {
  adminRecordPaymentSchema,
  bulkPaymentsSchema,
  captainPaymentCollectorsQuerySchema,
  fundraiserPaymentSchema,
  orderPaymentsQuerySchema,
  paymentCollectorsQuerySchema,
  recordPaymentSchema,
  type PaymentMethod,
} from '@/lib/validation/order-payments';
import { endpoint, jsonOf } from './endpoint';

/** One ledger entry as the API answers it; a refund has a negative amount. */
export type OrderPaymentJson = {
  id: number;
  orderId: number;
  amountCents: number;
  method: PaymentMethod;
  reference: string | null;
  /** Who took the money: a fundraiser of the order's campaign or staff; null when not known. */
  collectedBy: { userId: number; displayName: string } | null;
  receivedAt: string;
  /** Who entered it (their name then); null for entries carried over from before the ledger. */
  recordedBy: { id: number; name: string } | null;
  createdAt: string;
};

/** An order's money: collected is the ledger's sum; outstanding is what is still owed (0 for a cancelled order). */
export type OrderLedgerFigures = { collectedCents: number; outstandingCents: number; paymentStatus: PaymentStatus };

export type RecordPaymentResult = OrderLedgerFigures & { payment: OrderPaymentJson };
export type OrderPaymentsResponse = OrderLedgerFigures & { payments: OrderPaymentJson[] };
export type BulkPaymentsResult = { message: string; recorded: number; skipped: number; totalCents: number };
/** A bulk payment's dry run: how many orders would get a payment, and their sum. Nothing is recorded. */
export type BulkPaymentsPreview = { orders: number; totalCents: number };

/** Someone a payment can be credited to as its collector. */
export type PaymentCollector = { userId: number; displayName: string; kind: 'staff' | 'captain' | 'fundraiser' };
/** The collectors, and the campaign whose fundraisers are among them (null: staff only). */
export type PaymentCollectorsResponse = { campaignId: number | null; collectors: PaymentCollector[] };

/*
 * The payment ledger (spec issue 13). A POST with an Idempotency-Key header answers a retry with the first response
 * and records nothing.
 */

/** Staff's calls: an order's ledger, recording a payment or refund, collectors, and bulk recording. */
export const adminPaymentEndpoints = {
  /** `?orderId=`: the ledger, newest first, with the order's figures. */
  list: endpoint({
    method: 'GET',
    path: '/_api/admin/order/payments',
    access: ['admin'],
    query: orderPaymentsQuerySchema,
    response: jsonOf<OrderPaymentsResponse>(),
  }),
  /**
   * A payment, or a refund (negative amountCents). A refund may carry `returnedLines: [{ orderItemId, quantity }]`:
   * those bags come off the order (audited, the buyer e-mailed the new total) and the refund defaults to their value.
   */
  record: endpoint({
    method: 'POST',
    path: '/_api/admin/order/payments',
    access: ['admin'],
    body: adminRecordPaymentSchema,
    response: jsonOf<RecordPaymentResult>(),
  }),
  /** `?campaignId=` or `?orderIds=1,2`: staff, and the captain and fundraisers of the campaign (named or shared). */
  collectors: endpoint({
    method: 'GET',
    path: '/_api/admin/order/payment-collectors',
    access: ['admin'],
    query: paymentCollectorsQuerySchema,
    response: jsonOf<PaymentCollectorsResponse>(),
  }),
  /**
   * Each order's outstanding amount, `{ orderIds }` or `{ filter }` (the list's filters, as bulk status); cancelled
   * and paid orders skipped. `collector: 'fundraiser'` credits each entry to its order's fundraiser; `dryRun: true`
   * answers BulkPaymentsPreview and records nothing.
   */
  bulkRecord: endpoint({
    method: 'POST',
    path: '/_api/admin/orders/bulk-payments',
    access: ['admin'],
    body: bulkPaymentsSchema,
    response: jsonOf<BulkPaymentsResult | BulkPaymentsPreview>(),
  }),
};

/** A captain's calls, for the campaigns they manage (another's answers 404); payments only, no refunds. */
export const captainPaymentEndpoints = {
  record: endpoint({
    method: 'POST',
    path: '/_api/captain/order/payments',
    access: ['admin', 'fundraiser_captain'],
    body: recordPaymentSchema,
    response: jsonOf<RecordPaymentResult>(),
  }),
  collectors: endpoint({
    method: 'GET',
    path: '/_api/captain/order/payment-collectors',
    access: ['admin', 'fundraiser_captain'],
    query: captainPaymentCollectorsQuerySchema,
    response: jsonOf<PaymentCollectorsResponse>(),
  }),
};

/** A fundraiser's own record of money they took for an order credited to them (themselves as collector; audited). */
export const fundraiserPaymentEndpoints = {
  /** 201; 404 for an order not credited to the caller. */
  record: endpoint({
    method: 'POST',
    path: '/_api/fundraiser/order/payments',
    access: 'user',
    body: fundraiserPaymentSchema,
    response: jsonOf<RecordPaymentResult>(),
  }),
};
