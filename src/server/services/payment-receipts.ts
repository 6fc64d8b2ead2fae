import 'server-only';
import { entryContributionCents } from '@/lib/gifts/payment-split';
import { paymentReceiptSentences } from '@/lib/gifts/receipt-words';
import type { Transaction } from '@/server/db';
import { getReceiptOrders, type ReceiptOrder } from '@/server/db/queries/payment-receipts';
import type { OrderPayment } from '@/server/db/schema';
import { enqueueMail, outboxMessageId, type QueuedMail } from '@/server/mail/outbox';
import { after } from 'next/server';
import { drainMailOutbox } from '@/server/mail/outbox-sender';
import { paymentReceiptEmail } from '@/server/mail/templates/payment-receipt';
import { orderPageUrl } from './order-links';

/*
 * Issue 29: a "Payment received" e-mail for every positive ledger entry, queued in the entry's transaction (called
 * once from writeLedgerEntries, the path every payment takes). Refunds send nothing. One read for all the entries'
 * orders, so a bulk payment of hundreds of orders costs one statement and one insert.
 */

export type ReceiptEntry = { payment: OrderPayment; collectedBeforeCents: number };

/** A receipt per positive entry on an order with a buyer's e-mail (paper orders may have none); answers how many. */
export async function queuePaymentReceipts(tx: Transaction, entries: readonly ReceiptEntry[]): Promise<number> {
  const payments = entries.filter((entry) => entry.payment.amountCents > 0);
  if (payments.length === 0) return 0;
  const orders = new Map(
    (await getReceiptOrders(tx, [...new Set(payments.map((entry) => entry.payment.orderId))])).map((order) => [
      order.id,
      order,
    ]),
  );
  const mails = payments.flatMap((entry) => {
    const order = orders.get(entry.payment.orderId);
    return order && order.customerEmail.trim() !== '' ? [receiptMail(entry, order)] : [];
  });
  const queued = await enqueueMail(tx, mails);
  if (queued > 0) sendAfterResponse();
  return queued;
}

/**
 * In a request, the sender runs after the response, so after this transaction has committed. Outside one (scripts,
 * tests) a drain now would run before the commit and find nothing: the outbox timer sends it instead.
 */
function sendAfterResponse() {
  try {
    after(drainMailOutbox);
  } catch {
    // No request scope.
  }
}

function receiptMail({ payment, collectedBeforeCents }: ReceiptEntry, order: ReceiptOrder): QueuedMail {
  const contributionCents = entryContributionCents({
    beforeCents: collectedBeforeCents,
    afterCents: collectedBeforeCents + payment.amountCents,
    fairMarketValueCents: order.fairMarketValueCents,
  });
  const beneficiary = order.beneficiary ? { name: order.beneficiary.name, taxId: order.beneficiary.taxId } : null;
  const content = paymentReceiptEmail({
    customerFirstName: order.customerFirstName,
    orderNumber: order.orderNumber,
    amountCents: payment.amountCents,
    method: payment.method,
    receivedAt: payment.receivedAt,
    campaignName: order.campaignName,
    fairMarketValueCents: order.fairMarketValueCents,
    contributionCents,
    beneficiary,
    sentences: paymentReceiptSentences({
      amountCents: payment.amountCents,
      fairMarketValueCents: order.fairMarketValueCents,
      contributionCents,
      beneficiary,
    }),
    orderUrl: orderPageUrl(order),
  });
  return {
    to: order.customerEmail,
    ...content,
    kind: 'payment-receipt',
    category: 'transactional',
    messageId: outboxMessageId('payment-receipt', payment.id, order.orderNumber),
  };
}
