import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { campaigns, orderNotices, type Campaign, type User } from '@/server/db/schema';
import { sessionCookieFor } from '../support/auth';
import { outboxMail } from '../support/outbox-mail';
import { createCampaignWithFundraiser } from '../support/shop';
import { auditActions, createOption, move, notCollected, order25, orderRow } from './meetup-support';

let captain: User;
let captainCookie: string;
let campaign: Campaign;

beforeAll(async () => {
  ({ campaign, captain } = await createCampaignWithFundraiser([]));
  captainCookie = await sessionCookieFor(captain);
  const db = await getDb();
  await db
    .update(campaigns)
    .set({ paymentInstructions: { methods: ['cash', 'venmo'], handle: '@steam-grind' } })
    .where(eq(campaigns.id, campaign.id));
});

async function followUps(orderId: number) {
  const db = await getDb();
  const notices = await db
    .select()
    .from(orderNotices)
    .where(and(eq(orderNotices.orderId, orderId), eq(orderNotices.kind, 'not-collected')));
  return notices;
}

const followUpMail = (email: string) => outboxMail(email, 'pickup-follow-up');

describe('GET /_api/captain/meetup/not-collected', () => {
  it("lists an ended option's orders neither cancelled nor handed out, and where they can go", async () => {
    const ended = await createOption(campaign.id, { name: 'Friday gym', startsInHours: -5 });
    const next = await createOption(campaign.id, { name: 'Saturday gym', startsInHours: 48, capacity: 10 });
    const missed = await order25({ campaignId: campaign.id, pickupOptionId: ended.id });
    await order25({ campaignId: campaign.id, pickupOptionId: ended.id, orderStatus: 'delivered' });
    await order25({ campaignId: campaign.id, pickupOptionId: ended.id, orderStatus: 'cancelled' });
    await order25({ campaignId: campaign.id, pickupOptionId: next.id });

    const response = await notCollected({ campaignId: campaign.id, pickupOptionId: ended.id }, captainCookie);
    expect(response.status).toBe(200);
    expect(response.json.windowEnded).toBe(true);
    expect(response.json.pickupOption).toMatchObject({ id: ended.id, name: 'Friday gym' });
    expect(response.json.orders.map((o: { id: number }) => o.id)).toEqual([missed.id]);
    const target = response.json.moveTargets.find((t: { id: number }) => t.id === next.id);
    expect(target).toMatchObject({ name: 'Saturday gym', remaining: 9 });
    expect(response.json.moveTargets.some((t: { id: number }) => t.id === ended.id)).toBe(false);
  });

  it('lists nothing before the window ends; an option of another campaign is 404', async () => {
    const later = await createOption(campaign.id, { startsInHours: 2 });
    await order25({ campaignId: campaign.id, pickupOptionId: later.id });
    const response = await notCollected({ campaignId: campaign.id, pickupOptionId: later.id }, captainCookie);
    expect(response.json).toMatchObject({ windowEnded: false, orders: [] });
    const { campaign: second } = await createCampaignWithFundraiser([], { captainId: captain.id });
    const wrong = await notCollected({ campaignId: second.id, pickupOptionId: later.id }, captainCookie);
    expect(wrong.status).toBe(404);
    expect(wrong.json).toEqual({ error: 'Pickup option not found.' });
  });
});

describe('POST /_api/captain/meetup/move', () => {
  it('moves within capacity (409 naming how many fit, nothing moved), audited, following up once', async () => {
    const ended = await createOption(campaign.id, { startsInHours: -5 });
    const small = await createOption(campaign.id, { name: 'Sunday porch', startsInHours: 30, capacity: 2 });
    await order25({ campaignId: campaign.id, pickupOptionId: small.id });
    const a = await order25({ campaignId: campaign.id, pickupOptionId: ended.id });
    const b = await order25({ campaignId: campaign.id, pickupOptionId: ended.id });

    const tooMany = await move(
      { orderIds: [a.id, b.id], toPickupOptionId: small.id, sendFollowUp: true },
      captainCookie,
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.error).toBe(
      'Only 1 of these 2 orders fit at Sunday porch (it is nearly full); nothing was moved.',
    );
    expect((await orderRow(a.id)).pickupOptionId).toBe(ended.id);
    expect(await followUps(a.id)).toEqual([]);

    const moved = await move({ orderIds: [a.id], toPickupOptionId: small.id, sendFollowUp: true }, captainCookie);
    expect(moved.status).toBe(200);
    expect(moved.json).toEqual({
      message: '1 order moved. Follow-up e-mail queued for 1 order.',
      moved: 1,
      followUpsQueued: 1,
    });
    expect((await orderRow(a.id)).pickupOptionId).toBe(small.id);
    const audit = await auditActions(a.id, ['order.pickup_moved']);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toEqual({
      pickupOption: { from: { id: ended.id, name: 'School gym' }, to: { id: small.id, name: 'Sunday porch' } },
    });
    expect(await followUps(a.id)).toMatchObject([{ pickupOptionId: small.id }]);
    const [mail] = await followUpMail(a.customerEmail);
    expect(mail!.subject).toBe(`Your order ${a.orderNumber}: we missed you — it is now at Sunday porch`);
    expect(mail!.textBody).toContain('We missed you — your order is now at Sunday porch');
    expect(mail!.textBody).toContain('Amount due: $25.00');
    expect(mail!.textBody).toContain('@steam-grind');
    expect(mail!.textBody).toContain('Meetup: Sunday porch, 12 Oak St');
    expect(mail!.textBody).toContain(`/orders/${a.orderNumber}?key=${a.accessKey}`);

    // Sent again (a double tap): the order is there already, so nothing moves and no second e-mail is queued.
    const again = await move({ orderIds: [a.id], toPickupOptionId: small.id, sendFollowUp: true }, captainCookie);
    expect(again.json).toMatchObject({
      moved: 0,
      followUpsQueued: 0,
      message: '0 orders moved. 1 order already there.',
    });
    expect(await followUpMail(a.customerEmail)).toHaveLength(1);
    expect(await followUps(a.id)).toHaveLength(1);
  });

  it('moves without e-mail when not asked; refuses handed-out orders and ended or foreign targets', async () => {
    const ended = await createOption(campaign.id, { startsInHours: -5 });
    const open = await createOption(campaign.id, { startsInHours: 30 });
    const order = await order25({ campaignId: campaign.id, pickupOptionId: ended.id });
    const quiet = await move({ orderIds: [order.id], toPickupOptionId: open.id, sendFollowUp: false }, captainCookie);
    expect(quiet.json).toMatchObject({ moved: 1, followUpsQueued: 0 });
    expect(await followUpMail(order.customerEmail)).toEqual([]);

    const toEnded = await move(
      { orderIds: [order.id], toPickupOptionId: ended.id, sendFollowUp: false },
      captainCookie,
    );
    expect(toEnded.status).toBe(409);
    expect(toEnded.json.error).toContain('has ended');

    const handedOut = await order25({ campaignId: campaign.id, orderStatus: 'delivered' });
    const closed = await move(
      { orderIds: [handedOut.id], toPickupOptionId: open.id, sendFollowUp: true },
      captainCookie,
    );
    expect(closed.status).toBe(409);
    expect(closed.json.error).toContain('handed out or cancelled');

    const { campaign: second } = await createCampaignWithFundraiser([], { captainId: captain.id });
    const foreign = await order25({ campaignId: second.id });
    const across = await move(
      { orderIds: [foreign.id], toPickupOptionId: open.id, sendFollowUp: false },
      captainCookie,
    );
    expect(across.status).toBe(400);
    expect((await orderRow(foreign.id)).pickupOptionId).toBeNull();
  });
});
