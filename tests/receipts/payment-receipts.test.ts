import { beforeAll, describe, expect, it } from 'vitest';
import { POST as bulkRoute } from '@/app/%5Fapi/admin/orders/bulk-payments/route';
import { POST as recordRoute } from '@/app/%5Fapi/admin/order/payments/route';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';
import { flat, giftOrder, receiptsTo, SOCCER } from './receipt-support';

let adminCookie: string;

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
});

const record = (body: unknown) =>
  call(recordRoute, { method: 'POST', path: '/_api/admin/order/payments', body, headers: { cookie: adminCookie } });

describe('a receipt e-mail for each payment (issue 29)', () => {
  it('a $90 payment on $60 of coffee and a $30 gift: the receipt states $30 as the contribution, with the tax id', async () => {
    const order = await giftOrder();
    const paid = await record({ orderId: order.id, amountCents: 9000, method: 'check', reference: '1042' });
    expect(paid.status).toBe(201);

    const [receipt, ...more] = await receiptsTo([order.customerEmail]);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({
      category: 'transactional',
      subject: `Payment received: $90.00 for order ${order.orderNumber}`,
    });
    expect(receipt!.messageId).toContain(`payment-receipt.${paid.json.payment.id}.`);
    const text = flat(receipt!.textBody);
    expect(text).toContain('Amount: $90.00');
    expect(text).toContain('Method: Check');
    expect(text).toContain(`Order: ${order.orderNumber}`);
    expect(text).toContain('Fair market value of the coffee: $60.00');
    expect(text).toContain('Contribution in this payment: $30.00');
    expect(text).toContain('Tax ID: 61-1234567');
    expect(text).toContain(
      `Of your payment of $90.00, $60.00 pays for the coffee you receive and $30.00 is a contribution to ${SOCCER.name} (tax ID 61-1234567).`,
    );
    expect(text).toContain('limited to the amount over the value of the coffee: $30.00 of this payment.');
    expect(receipt!.htmlBody).toContain('61-1234567');
  });

  it('two partial payments, $50 then $40: money pays for the coffee first, so the contributions are $0 and $30', async () => {
    const order = await giftOrder();
    expect((await record({ orderId: order.id, amountCents: 5000, method: 'cash' })).status).toBe(201);
    expect((await record({ orderId: order.id, amountCents: 4000, method: 'venmo' })).status).toBe(201);

    const receipts = await receiptsTo([order.customerEmail]);
    expect(receipts.map((row) => row.subject)).toEqual([
      `Payment received: $50.00 for order ${order.orderNumber}`,
      `Payment received: $40.00 for order ${order.orderNumber}`,
    ]);
    const [first, second] = receipts.map((row) => flat(row.textBody));
    expect(first).toContain('Contribution in this payment: $0.00');
    expect(first).toContain('No part of this payment of $50.00 is a contribution');
    expect(second).toContain('Contribution in this payment: $30.00');
    expect(second).toContain(
      'Of your payment of $40.00, $10.00 pays for the coffee you receive and $30.00 is a contribution',
    );
  });

  it('a paper order with no e-mail gets no receipt; a refund sends nothing new', async () => {
    const paper = await giftOrder({ customerEmail: '' });
    expect((await record({ orderId: paper.id, amountCents: 9000, method: 'cash' })).status).toBe(201);
    expect(await receiptsTo([''])).toEqual([]);

    const order = await giftOrder();
    await record({ orderId: order.id, amountCents: 9000, method: 'cash' });
    const refund = await record({ orderId: order.id, amountCents: -1000, method: 'cash' });
    expect(refund.status).toBe(201);
    expect(await receiptsTo([order.customerEmail])).toHaveLength(1);
  });

  it('without a beneficiary the receipt states the payment and says nothing of contributions', async () => {
    const { campaign } = await createCampaignWithFundraiser([]);
    const order = await insertOrder({ campaignId: campaign.id });
    await record({ orderId: order.id, amountCents: 500, method: 'zelle' });
    const [receipt] = await receiptsTo([order.customerEmail]);
    expect(flat(receipt!.textBody)).toContain('Amount: $5.00');
    expect(receipt!.textBody).not.toContain('contribution');
    expect(receipt!.textBody).not.toContain('Fair market value');
  });

  it('a bulk payment of 50 orders queues 50 receipts, each with its own figures', async () => {
    const { campaign, fundraiser } = await createCampaignWithFundraiser([], { beneficiary: SOCCER });
    const made = [];
    for (let i = 0; i < 50; i += 1) {
      // Order i: i+1 bags of $10 and, on every other order, a $20 gift.
      const giftCents = i % 2 === 0 ? 2000 : 0;
      const coffeeCents = (i + 1) * 1000;
      made.push({
        giftCents,
        coffeeCents,
        order: await insertOrder(
          { campaignId: campaign.id, subAccountId: fundraiser.id, giftCents, totalCents: coffeeCents + giftCents },
          [{ productName: 'Blend', unitPriceCents: 1000, quantity: i + 1 }],
        ),
      });
    }
    // A partial payment first on order 0: its bulk payment then carries the whole gift.
    await record({ orderId: made[0]!.order.id, amountCents: 500, method: 'cash' });
    const bulk = await call(bulkRoute, {
      method: 'POST',
      path: '/_api/admin/orders/bulk-payments',
      body: { orderIds: made.map((m) => m.order.id), method: 'cash', reference: null, collectedByUserId: null },
      headers: { cookie: adminCookie },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.json.recorded).toBe(50);

    const receipts = await receiptsTo(made.map((m) => m.order.customerEmail));
    const bulkReceipts = receipts.filter((row) => !row.subject.startsWith('Payment received: $5.00 '));
    expect(bulkReceipts).toHaveLength(50);
    for (const { order, giftCents, coffeeCents } of made) {
      const mail = bulkReceipts.find((row) => row.recipient === order.customerEmail)!;
      const paidCents = order.totalCents - (order === made[0]!.order ? 500 : 0);
      expect(mail.subject).toBe(`Payment received: $${(paidCents / 100).toFixed(2)} for order ${order.orderNumber}`);
      const text = flat(mail.textBody);
      expect(text).toContain(`Fair market value of the coffee: $${(coffeeCents / 100).toFixed(2)}`);
      expect(text).toContain(`Contribution in this payment: $${(giftCents / 100).toFixed(2)}`);
    }
  });
});
