import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { getDb } from '@/server/db';
import { campaignParticipants, orders, users } from '@/server/db/schema';
import { queueOrderCreditedNotice } from '@/server/services/credited-notice';
import { optOutOfFundraisingEmails } from '@/server/services/fundraising-emails';
import { createUser } from '../support/auth';
import { call, fromAddress } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { addOption, noticesOf, outboxTo, unique } from './support';

// A buyer named "Boom" makes the credited template throw, as any unexpected failure inside the notice would.
vi.mock('@/server/mail/templates/order-credited', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/server/mail/templates/order-credited')>();
  return {
    ...original,
    orderCreditedEmail: (input: Parameters<typeof original.orderCreditedEmail>[0]) => {
      if (input.buyerFirstName === 'Boom') throw new Error('template exploded');
      return original.orderCreditedEmail(input);
    },
  };
});

let coffee: Awaited<ReturnType<typeof createProduct>>;
let buyers = 0;
beforeAll(async () => {
  coffee = await createProduct({ priceCents: 1000 });
});

async function credited(fundraiserEmail = unique('runner')) {
  const setup = await createCampaignWithFundraiser([coffee.id]);
  const db = await getDb();
  await db.update(users).set({ email: fundraiserEmail, firstName: 'Rory' }).where(eq(users.id, setup.fundraiser.id));
  return { ...setup, fundraiserEmail };
}

async function order(campaignId: number, subAccountId: number, firstName = 'Jo', quantities = [2, 1]) {
  buyers += 1;
  const other = await createProduct({ priceCents: 500 });
  const db = await getDb();
  const { campaignProducts } = await import('@/server/db/schema');
  await db.insert(campaignProducts).values({ campaignId, productId: other.id });
  const result = await call(placeOrder, {
    method: 'POST',
    path: '/_api/products/order',
    body: {
      customerFirstName: firstName,
      customerLastName: 'Smithers',
      customerEmail: `secret-buyer-${buyers}@example.com`,
      customerPhone: '502-555-0199',
      campaignId,
      subAccountId,
      items: [
        { productId: coffee.id, quantity: quantities[0] },
        { productId: other.id, quantity: quantities[1] },
      ],
    },
    headers: fromAddress(`10.9.0.${buyers}`),
  });
  expect(result.status).toBe(201);
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, result.json.orderNumber));
  return row!;
}

describe('"an order was credited to you"', () => {
  it("tells the fundraiser who ordered how many bags, never the buyer's e-mail, phone or last name", async () => {
    const { campaign, fundraiser, fundraiserEmail, captain } = await credited();
    const placed = await order(campaign.id, fundraiser.id);
    const [mail] = await outboxTo(fundraiserEmail);
    expect(mail!.subject).toBe('A new order was credited to you');
    expect(mail!.category).toBe('fundraising');
    expect(mail!.textBody).toContain('Hi Rory,');
    expect(mail!.textBody).toContain('Jo S. ordered 3 bags.');
    expect(mail!.textBody).toContain(`in ${campaign.name}`);
    for (const part of [mail!.textBody, mail!.htmlBody, mail!.subject]) {
      expect(part).not.toContain('secret-buyer');
      expect(part).not.toContain('555-0199');
      expect(part).not.toContain('Smithers');
    }
    expect(mail!.textBody).toMatch(/http:\/\/localhost:3000\/unsubscribe\?\S+/);
    expect(await noticesOf(placed.id, 'credited')).toHaveLength(1);
    // The team's captain is the invitee's "parent" link, not a family parent: the fundraiser hears it themselves.
    expect((await outboxTo(captain.email)).filter((m) => m.kind === 'order-credited')).toEqual([]);
  });

  it("goes to a child's parent account instead of the child", async () => {
    const { campaign } = await createCampaignWithFundraiser([coffee.id]);
    const parent = await createUser({ role: 'sub_account', email: unique('parent'), firstName: 'Pat' });
    const child = await createUser({
      role: 'sub_account',
      email: unique('child'),
      firstName: 'Ava',
      parentUserId: parent.id,
    });
    const db = await getDb();
    await db.insert(campaignParticipants).values({ campaignId: campaign.id, userId: child.id });
    await order(campaign.id, child.id, 'Grandma', [1, 1]);
    const [mail] = await outboxTo(parent.email);
    expect(mail!.subject).toBe('A new order was credited to Ava');
    expect(mail!.textBody).toContain('Hi Pat,');
    expect(mail!.textBody).toContain('Grandma S. ordered 2 bags.');
    expect(await outboxTo(child.email)).toEqual([]);
  });

  it('names the pickup when the order chose one', async () => {
    const { campaign, fundraiser, fundraiserEmail } = await credited();
    const gym = await addOption(campaign.id);
    const placed = await insertOrder(
      { campaignId: campaign.id, subAccountId: fundraiser.id, pickupOptionId: gym.id, customerFirstName: 'Jo' },
      [{ productName: 'House Blend', unitPriceCents: 500, quantity: 2 }],
    );
    const db = await getDb();
    expect(await db.transaction((tx) => queueOrderCreditedNotice(tx, { orderId: placed.id }))).toBe(true);
    const [mail] = await outboxTo(fundraiserEmail);
    expect(mail!.textBody).toContain('Jo L. ordered 2 bags; pickup Sat, Dec 5, 10:00 AM – 12:00 PM at School gym.');
    // Once per order.
    expect(await db.transaction((tx) => queueOrderCreditedNotice(tx, { orderId: placed.id }))).toBe(false);
    expect(await outboxTo(fundraiserEmail)).toHaveLength(1);
  });

  it('respects the opt-out: nothing queued or recorded, the order placed all the same', async () => {
    const { campaign, fundraiser, fundraiserEmail } = await credited();
    await optOutOfFundraisingEmails(fundraiserEmail);
    const placed = await order(campaign.id, fundraiser.id);
    expect((await outboxTo(fundraiserEmail)).filter((m) => m.kind === 'order-credited')).toEqual([]);
    expect(await noticesOf(placed.id)).toEqual([]);
  });

  it('never fails the order: a failing notice rolls back to its savepoint only', async () => {
    const { campaign, fundraiser, fundraiserEmail } = await credited();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const placed = await order(campaign.id, fundraiser.id, 'Boom');
      expect(placed.orderStatus).toBe('pending');
      expect(await noticesOf(placed.id)).toEqual([]);
      expect((await outboxTo(fundraiserEmail)).filter((m) => m.kind === 'order-credited')).toEqual([]);
      // The buyer's confirmation still went into the outbox with the order.
      expect((await outboxTo(placed.customerEmail)).length).toBeGreaterThan(0);
      expect(errors).toHaveBeenCalledWith('[credited-notice] could not queue the credited notice', expect.anything());
    } finally {
      errors.mockRestore();
    }
  });
});
