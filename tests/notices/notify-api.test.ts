import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as adminNotify } from '@/app/%5Fapi/admin/campaign/notify/route';
import { POST as captainNotify } from '@/app/%5Fapi/captain/campaign/notify/route';
import { getDb } from '@/server/db';
import { auditEntries, orderNotices, pickupOptions } from '@/server/db/schema';
import { notifyCampaignBuyers } from '@/server/services/campaign-notices';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { addOption, ageNotices, buyerOrder, HOUR, noticeCampaign, noticesOf, outboxTo } from './support';

type Handler = typeof adminNotify;
const notify = (handler: Handler, cookie: string | undefined, body: unknown) =>
  call(handler, {
    method: 'POST',
    path: handler === adminNotify ? '/_api/admin/campaign/notify' : '/_api/captain/campaign/notify',
    body,
    headers: cookie ? { cookie } : {},
  });

async function optionRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(pickupOptions).where(eq(pickupOptions.id, id));
  return row!;
}

describe('POST /_api/{admin,captain}/campaign/notify refusals', () => {
  it('401 for a guest, 403 for a fundraiser (and a captain on the admin route), nothing written', async () => {
    const { campaign, captainCookie } = await noticeCampaign();
    const order = await buyerOrder(campaign.id);
    const body = { campaignId: campaign.id, kind: 'payment-reminder' };
    expect((await notify(captainNotify, undefined, body)).status).toBe(401);
    expect((await notify(adminNotify, undefined, body)).status).toBe(401);
    const fundraiserCookie = await sessionCookieFor(await createUser({ role: 'sub_account' }));
    expect((await notify(captainNotify, fundraiserCookie, body)).status).toBe(403);
    expect((await notify(adminNotify, fundraiserCookie, body)).status).toBe(403);
    expect((await notify(adminNotify, captainCookie, body)).status).toBe(403);
    expect(await noticesOf(order.id)).toEqual([]);
    expect(await outboxTo(order.customerEmail)).toEqual([]);
  });

  it('400 for a bad body: unknown kind, missing or bad ids, unknown fields', async () => {
    const { campaign, captainCookie } = await noticeCampaign();
    const order = await buyerOrder(campaign.id);
    const bad = [
      [{ campaignId: campaign.id, kind: 'shout' }, "kind must be 'ready' or 'payment-reminder'."],
      [{ kind: 'ready' }, 'Campaign ID must be a positive integer.'],
      [{ campaignId: -1, kind: 'ready' }, 'Campaign ID must be a positive integer.'],
      [{ campaignId: campaign.id, kind: 'ready', pickupOptionId: 'x' }, 'Pickup option ID must be a positive integer.'],
      [{ campaignId: campaign.id, kind: 'ready', extra: 1 }, null],
    ] as const;
    for (const [body, message] of bad) {
      const refused = await notify(captainNotify, captainCookie, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      if (message) expect(JSON.stringify(refused.json)).toContain(message);
    }
    expect(await noticesOf(order.id)).toEqual([]);
  });

  it("404 for another captain's campaign, an unknown one, and an option of another campaign", async () => {
    const mine = await noticeCampaign();
    const theirs = await noticeCampaign();
    const theirOption = await addOption(theirs.campaign.id);
    const order = await buyerOrder(theirs.campaign.id, { pickupOptionId: theirOption.id });
    const other = await notify(captainNotify, mine.captainCookie, { campaignId: theirs.campaign.id, kind: 'ready' });
    expect(other.status).toBe(404);
    expect(other.json.error).toBe('Campaign not found.');
    const unknown = await notify(captainNotify, mine.captainCookie, { campaignId: 99_999_999, kind: 'ready' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual(other.json);
    const optionOfAnother = await notify(captainNotify, mine.captainCookie, {
      campaignId: mine.campaign.id,
      kind: 'ready',
      pickupOptionId: theirOption.id,
    });
    expect(optionOfAnother.status).toBe(404);
    expect(optionOfAnother.json.error).toBe('Pickup option not found.');
    // The admin reaches any campaign, but still not an option of another one.
    const adminWrong = await notify(adminNotify, mine.adminCookie, {
      campaignId: mine.campaign.id,
      kind: 'ready',
      pickupOptionId: theirOption.id,
    });
    expect(adminWrong.status).toBe(404);
    expect(await noticesOf(order.id)).toEqual([]);
    expect((await optionRow(theirOption.id)).readyAt).toBeNull();
  });

  it('429 after too many presses for one campaign, with nothing more written', async () => {
    const { campaign, captainCookie } = await noticeCampaign();
    for (let i = 0; i < 20; i++) {
      expect((await notify(captainNotify, captainCookie, { campaignId: campaign.id, kind: 'ready' })).status).toBe(200);
    }
    const order = await buyerOrder(campaign.id);
    const refused = await notify(captainNotify, captainCookie, { campaignId: campaign.id, kind: 'payment-reminder' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await noticesOf(order.id)).toEqual([]);
  });
});

describe('ready for pickup', () => {
  it('tells each buyer of the option once, with the plan; a second press sends nothing and counts them skipped', async () => {
    const { campaign, captainCookie } = await noticeCampaign({
      paymentInstructions: { methods: ['cash', 'venmo'], handle: '@oldham-soccer' },
    });
    const gym = await addOption(campaign.id);
    const park = await addOption(campaign.id, { name: 'Park shelter', startsAt: new Date('2026-12-06T15:00:00Z') });
    const told = await buyerOrder(campaign.id, { pickupOptionId: gym.id, collectedCents: 250 });
    const handedOut = await buyerOrder(campaign.id, { pickupOptionId: gym.id, orderStatus: 'delivered' });
    const cancelled = await buyerOrder(campaign.id, { pickupOptionId: gym.id, orderStatus: 'cancelled' });
    const atPark = await buyerOrder(campaign.id, { pickupOptionId: park.id });
    const noChoice = await buyerOrder(campaign.id);

    const first = await notify(captainNotify, captainCookie, {
      campaignId: campaign.id,
      kind: 'ready',
      pickupOptionId: gym.id,
    });
    expect(first.status).toBe(200);
    // Sent: the gym order; skipped: the handed-out gym order and the order without a choice.
    expect(first.json).toEqual({
      message: 'Ready notice sent to 1 buyer. 2 orders skipped: already told, handed out or without a pickup choice.',
      sent: 1,
      skipped: 2,
    });
    const [mail] = await outboxTo(told.customerEmail);
    expect(mail!.subject).toBe(`Your Steam & Grind order ${told.orderNumber} is ready for pickup`);
    expect(mail!.category).toBe('transactional');
    expect(mail!.textBody).toContain('Amount due: $10.00');
    expect(mail!.textBody).toContain('Venmo: @oldham-soccer');
    expect(mail!.textBody).toContain('Pickup — Meetup: School gym, 12 Oak St · Sat, Dec 5, 10:00 AM – 12:00 PM');
    expect(mail!.textBody).toContain(`http://localhost:3000/orders/${told.orderNumber}?key=${told.accessKey}`);
    expect(mail!.messageId).toContain(`ready.${told.id}.`);
    expect(await noticesOf(told.id, 'ready')).toMatchObject([{ pickupOptionId: gym.id }]);
    for (const other of [handedOut, cancelled, atPark, noChoice])
      expect(await outboxTo(other.customerEmail)).toEqual([]);
    const readyAt = (await optionRow(gym.id)).readyAt;
    expect(readyAt).not.toBeNull();
    expect((await optionRow(park.id)).readyAt).toBeNull();

    const again = await notify(captainNotify, captainCookie, {
      campaignId: campaign.id,
      kind: 'ready',
      pickupOptionId: gym.id,
    });
    expect(again.json).toMatchObject({ sent: 0, skipped: 3 });
    expect(await outboxTo(told.customerEmail)).toHaveLength(1);
    expect(await noticesOf(told.id)).toHaveLength(1);
    // The option keeps the moment it was first said ready.
    expect((await optionRow(gym.id)).readyAt).toEqual(readyAt);

    // Every option at once (the admin): only the park order is new.
    const all = await notify(adminNotify, (await noticeCampaign()).adminCookie, {
      campaignId: campaign.id,
      kind: 'ready',
    });
    expect(all.json).toMatchObject({ sent: 1, skipped: 3 });
    expect(await outboxTo(atPark.customerEmail)).toHaveLength(1);
    expect((await optionRow(park.id)).readyAt).not.toBeNull();
  });

  it('a buyer who moves to another option is told again for the new one', async () => {
    const { campaign, captain } = await noticeCampaign();
    const gym = await addOption(campaign.id);
    const park = await addOption(campaign.id, { name: 'Park shelter' });
    const order = await buyerOrder(campaign.id, { pickupOptionId: gym.id });
    const manager = { userId: captain.id, role: captain.role };
    const press = (pickupOptionId?: number) =>
      notifyCampaignBuyers({ actor: captain, manager, campaignId: campaign.id, kind: 'ready', pickupOptionId });
    expect(await press(gym.id)).toMatchObject({ sent: 1 });
    const db = await getDb();
    const { orders } = await import('@/server/db/schema');
    await db.update(orders).set({ pickupOptionId: park.id }).where(eq(orders.id, order.id));
    expect(await press(gym.id)).toMatchObject({ sent: 0, skipped: 0 });
    expect(await press(park.id)).toMatchObject({ sent: 1, skipped: 0 });
    expect(await outboxTo(order.customerEmail)).toHaveLength(2);
  });

  it('without any option, the campaign-wide press tells orders without a choice (once); with options it skips them', async () => {
    const bare = await noticeCampaign();
    const order = await buyerOrder(bare.campaign.id);
    const body = { campaignId: bare.campaign.id, kind: 'ready' };
    expect((await notify(captainNotify, bare.captainCookie, body)).json).toMatchObject({ sent: 1, skipped: 0 });
    const [mail] = await outboxTo(order.customerEmail);
    expect(mail!.textBody).toContain('We will e-mail you when your order is ready.');
    expect((await notify(captainNotify, bare.captainCookie, body)).json).toMatchObject({ sent: 0, skipped: 1 });

    const planned = await noticeCampaign();
    await addOption(planned.campaign.id);
    const lost = await buyerOrder(planned.campaign.id);
    const result = await notify(captainNotify, planned.captainCookie, {
      campaignId: planned.campaign.id,
      kind: 'ready',
    });
    expect(result.json).toMatchObject({ sent: 0, skipped: 1 });
    expect(await outboxTo(lost.customerEmail)).toEqual([]);
  });

  it('two presses at the same moment tell each buyer once', async () => {
    const { campaign, captain } = await noticeCampaign();
    const gym = await addOption(campaign.id);
    const orders = [
      await buyerOrder(campaign.id, { pickupOptionId: gym.id }),
      await buyerOrder(campaign.id, { pickupOptionId: gym.id }),
    ];
    const manager = { userId: captain.id, role: captain.role };
    const press = () =>
      notifyCampaignBuyers({ actor: captain, manager, campaignId: campaign.id, kind: 'ready', pickupOptionId: gym.id });
    const results = await Promise.all([press(), press()]);
    expect(results.map((result) => result.sent).sort()).toEqual([0, 2]);
    for (const order of orders) {
      expect(await outboxTo(order.customerEmail)).toHaveLength(1);
      expect(await noticesOf(order.id)).toHaveLength(1);
    }
  });

  it('writes one campaign.notified audit entry with the kind, option and counts', async () => {
    const { campaign, captain, captainCookie } = await noticeCampaign();
    const gym = await addOption(campaign.id);
    await buyerOrder(campaign.id, { pickupOptionId: gym.id });
    await notify(captainNotify, captainCookie, { campaignId: campaign.id, kind: 'ready', pickupOptionId: gym.id });
    const db = await getDb();
    const entries = await db.select().from(auditEntries).where(eq(auditEntries.entityId, campaign.id));
    const notified = entries.filter((entry) => entry.action === 'campaign.notified');
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({
      actorId: captain.id,
      entityType: 'campaign',
      entityLabel: campaign.name,
      changes: {
        kind: { from: null, to: 'ready' },
        pickupOption: { from: null, to: 'School gym' },
        sent: { from: null, to: 1 },
        skipped: { from: null, to: 0 },
      },
    });
  });
});

describe('payment reminders', () => {
  it('reminds buyers who owe (from the ledger), at most once per 24 hours; paid orders are skipped', async () => {
    const { campaign, captain, captainCookie } = await noticeCampaign();
    const owes = await buyerOrder(campaign.id, { collectedCents: 500 });
    const paid = await buyerOrder(campaign.id, { collectedCents: 1250, paymentStatus: 'paid' });
    // paymentStatus says paid but the ledger says $12.50 is still owed: the ledger wins.
    const mislabelled = await buyerOrder(campaign.id, { paymentStatus: 'paid' });
    await buyerOrder(campaign.id, { orderStatus: 'cancelled' });

    const first = await notify(captainNotify, captainCookie, { campaignId: campaign.id, kind: 'payment-reminder' });
    expect(first.json).toEqual({
      message: 'Payment reminder sent to 2 buyers. 1 order skipped: paid in full or reminded in the last 24 hours.',
      sent: 2,
      skipped: 1,
    });
    const [mail] = await outboxTo(owes.customerEmail);
    expect(mail!.subject).toBe(`A reminder: $7.50 due for order ${owes.orderNumber}`);
    expect(mail!.textBody).toContain('Amount due: $7.50');
    expect(mail!.textBody).toContain(`?key=${owes.accessKey}`);
    expect(await outboxTo(mislabelled.customerEmail)).toHaveLength(1);
    expect(await outboxTo(paid.customerEmail)).toEqual([]);

    const again = await notify(captainNotify, captainCookie, { campaignId: campaign.id, kind: 'payment-reminder' });
    expect(again.json).toMatchObject({ sent: 0, skipped: 3 });

    // 23 hours later: still too soon. 24 hours later: once more.
    await ageNotices(owes.id, 23);
    expect(
      (await notify(captainNotify, captainCookie, { campaignId: campaign.id, kind: 'payment-reminder' })).json,
    ).toMatchObject({ sent: 0 });
    await ageNotices(owes.id, 1);
    const manager = { userId: captain.id, role: captain.role };
    const later = await notifyCampaignBuyers({
      actor: captain,
      manager,
      campaignId: campaign.id,
      kind: 'payment-reminder',
      now: new Date(Date.now() + 60_000),
    });
    expect(later).toMatchObject({ sent: 1, skipped: 2 });
    expect(await outboxTo(owes.customerEmail)).toHaveLength(2);
    expect(await noticesOf(owes.id, 'payment-reminder')).toHaveLength(2);
  });

  it('with a fake clock: the next day it reminds again, and each reminder has its own Message-ID', async () => {
    const { campaign, captain } = await noticeCampaign();
    const order = await buyerOrder(campaign.id);
    const manager = { userId: captain.id, role: captain.role };
    const at = (now: Date) =>
      notifyCampaignBuyers({ actor: captain, manager, campaignId: campaign.id, kind: 'payment-reminder', now });
    const monday = new Date('2026-12-07T15:00:00Z');
    expect(await at(monday)).toMatchObject({ sent: 1 });
    expect(await at(new Date(monday.getTime() + 23 * HOUR))).toMatchObject({ sent: 0, skipped: 1 });
    expect(await at(new Date(monday.getTime() + 24 * HOUR))).toMatchObject({ sent: 1 });
    const mails = await outboxTo(order.customerEmail);
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(2);
  });

  it('for one option, only its orders', async () => {
    const { campaign, captainCookie } = await noticeCampaign();
    const gym = await addOption(campaign.id);
    const atGym = await buyerOrder(campaign.id, { pickupOptionId: gym.id });
    const elsewhere = await buyerOrder(campaign.id);
    const result = await notify(captainNotify, captainCookie, {
      campaignId: campaign.id,
      kind: 'payment-reminder',
      pickupOptionId: gym.id,
    });
    expect(result.json).toMatchObject({ sent: 1, skipped: 0 });
    expect(await outboxTo(atGym.customerEmail)).toHaveLength(1);
    expect(await outboxTo(elsewhere.customerEmail)).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(orderNotices).where(eq(orderNotices.orderId, elsewhere.id))).toEqual([]);
  });
});
