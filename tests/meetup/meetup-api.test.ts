import { beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, User } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { createCampaignWithFundraiser } from '../support/shop';
import { collect, createOption, move, notCollected, order25, orderRow, searchOrders, undo } from './meetup-support';

let captain: User;
let captainCookie: string;
let campaign: Campaign;
let fundraiser: User;
let otherCampaign: Campaign;
let adminCookie: string;

beforeAll(async () => {
  ({ campaign, captain, fundraiser } = await createCampaignWithFundraiser([]));
  captainCookie = await sessionCookieFor(captain);
  ({ campaign: otherCampaign } = await createCampaignWithFundraiser([]));
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
});

describe('meetup endpoints: who may call them', () => {
  it('answers 401 without a session and 403 for a fundraiser, on every endpoint', async () => {
    const order = await order25({ campaignId: campaign.id });
    const option = await createOption(campaign.id);
    const calls = (cookie?: string) => [
      searchOrders({ campaignId: campaign.id }, cookie),
      collect({ orderId: order.id, amountCents: 0, method: 'cash' }, cookie),
      undo({ orderId: order.id }, cookie),
      notCollected({ campaignId: campaign.id, pickupOptionId: option.id }, cookie),
      move({ orderIds: [order.id], toPickupOptionId: option.id, sendFollowUp: false }, cookie),
    ];
    for (const response of await Promise.all(calls())) expect(response.status).toBe(401);
    const cookie = await sessionCookieFor(await createUser({ role: 'sub_account' }));
    for (const response of await Promise.all(calls(cookie))) expect(response.status).toBe(403);
    expect((await orderRow(order.id)).orderStatus).toBe('pending');
  });

  it("answers 404 for another captain's campaign, order and option, the same as for unknown ones", async () => {
    const theirs = await order25({ campaignId: otherCampaign.id });
    const theirOption = await createOption(otherCampaign.id, { startsInHours: -5 });
    const unknown = await searchOrders({ campaignId: 999_999 }, captainCookie);
    const search = await searchOrders({ campaignId: otherCampaign.id }, captainCookie);
    expect(search.status).toBe(404);
    expect(search.json).toEqual(unknown.json);
    expect(search.json).toEqual({ error: 'Campaign not found.' });

    const collected = await collect({ orderId: theirs.id, amountCents: 2500, method: 'cash' }, captainCookie);
    expect(collected.status).toBe(404);
    expect(collected.json).toEqual({ error: 'Order not found.' });
    expect((await undo({ orderId: theirs.id }, captainCookie)).status).toBe(404);
    const list = await notCollected({ campaignId: otherCampaign.id, pickupOptionId: theirOption.id }, captainCookie);
    expect(list.status).toBe(404);
    const mine = await order25({ campaignId: campaign.id });
    const moved = await move(
      { orderIds: [mine.id], toPickupOptionId: theirOption.id, sendFollowUp: false },
      captainCookie,
    );
    expect(moved.status).toBe(404);
    expect(moved.json).toEqual({ error: 'Pickup option not found.' });
    expect(await orderRow(theirs.id)).toMatchObject({ orderStatus: 'pending', collectedCents: 0 });
    expect((await orderRow(mine.id)).pickupOptionId).toBeNull();
  });

  it('answers 400 with a clear message for bad input, changing nothing', async () => {
    const order = await order25({ campaignId: campaign.id });
    const cases = [
      [await searchOrders({ campaignId: 'abc' }, captainCookie), 'campaignId must be a positive integer.'],
      [await searchOrders({ campaignId: campaign.id, orderNumber: order.orderNumber }, captainCookie), 'both'],
      [await searchOrders({ campaignId: campaign.id, q: 'x'.repeat(101) }, captainCookie), 'at most 100'],
      [await collect({ orderId: order.id, amountCents: -100, method: 'cash' }, captainCookie), '0 or more'],
      [await collect({ orderId: order.id, amountCents: 12.5, method: 'cash' }, captainCookie), 'whole number'],
      [await collect({ orderId: order.id, amountCents: 100, method: 'bitcoin' }, captainCookie), 'method must be'],
      [await collect({ orderId: order.id, amountCents: 9999, method: 'cash' }, captainCookie), 'more than'],
      [await undo({ orderId: 'one' }, captainCookie), 'Order ID'],
      [await move({ orderIds: [], toPickupOptionId: 1, sendFollowUp: true }, captainCookie), 'at least one'],
      [await move({ orderIds: [order.id], toPickupOptionId: 1 }, captainCookie), 'sendFollowUp'],
    ] as const;
    for (const [response, words] of cases) {
      expect(response.status).toBe(400);
      expect(response.json.error).toContain(words);
    }
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'pending', collectedCents: 0 });
  });
});

describe('GET /_api/captain/meetup/orders', () => {
  it('finds orders by buyer name, order number or phone digits, within the campaign and option', async () => {
    const gym = await createOption(campaign.id, { name: 'Gym' });
    const grace = await order25({
      campaignId: campaign.id,
      subAccountId: fundraiser.id,
      customerFirstName: 'Grace',
      customerLastName: 'Hopper',
      customerPhone: '(502) 555-0142',
      pickupOptionId: gym.id,
    });
    await order25({ campaignId: otherCampaign.id, customerFirstName: 'Grace', customerLastName: 'Hopper' });

    for (const q of ['grace hop', 'HOPPER', grace.orderNumber.toLowerCase(), '5550142', '555-0142', '502 555']) {
      const found = await searchOrders({ campaignId: campaign.id, q }, captainCookie);
      expect(found.status, q).toBe(200);
      expect(
        found.json.orders.map((o: { id: number }) => o.id),
        q,
      ).toEqual([grace.id]);
    }
    const card = (await searchOrders({ campaignId: campaign.id, q: 'Hopper' }, captainCookie)).json.orders[0];
    expect(card).toEqual({
      id: grace.id,
      orderNumber: grace.orderNumber,
      buyerName: 'Grace Hopper',
      phone: '(502) 555-0142',
      fundraiserName: fundraiser.displayName,
      pickupOption: { id: gym.id, name: 'Gym' },
      bags: [{ name: 'House Blend', quantity: 2 }],
      bagCount: 2,
      totalCents: 2500,
      collectedCents: 0,
      outstandingCents: 2500,
      orderStatus: 'pending',
      handedOut: false,
      undoable: null,
    });
    const byOption = await searchOrders({ campaignId: campaign.id, pickupOptionId: gym.id }, captainCookie);
    expect(byOption.json.orders.map((o: { id: number }) => o.id)).toEqual([grace.id]);
    const none = await searchOrders({ campaignId: campaign.id, q: 'nobody-by-that-name' }, captainCookie);
    expect(none.json).toEqual({ orders: [], more: false });
    // An admin manages every campaign.
    expect((await searchOrders({ campaignId: campaign.id, q: 'Hopper' }, adminCookie)).json.orders).toHaveLength(1);
  });

  it('answers at most 25 orders and says there are more', async () => {
    const { campaign: big, captain: bigCaptain } = await createCampaignWithFundraiser([]);
    for (let i = 0; i < 27; i += 1) await order25({ campaignId: big.id, customerLastName: `Many${i}` });
    const found = await searchOrders({ campaignId: big.id, q: 'many' }, await sessionCookieFor(bigCaptain));
    expect(found.json.orders).toHaveLength(25);
    expect(found.json.more).toBe(true);
  });

  it("opens a scanned QR by number and key; a wrong key is 404, another campaign's order says which", async () => {
    const order = await order25({ campaignId: campaign.id });
    const scan = { campaignId: campaign.id, orderNumber: order.orderNumber, key: order.accessKey };
    const found = await searchOrders(scan, captainCookie);
    expect(found.status).toBe(200);
    expect(found.json.orders.map((o: { id: number }) => o.id)).toEqual([order.id]);

    const wrongKey = await searchOrders({ ...scan, key: 'f'.repeat(32) }, captainCookie);
    expect(wrongKey.status).toBe(404);
    expect(wrongKey.json).toEqual({ error: 'Order not found.' });

    // The same captain's second campaign: the scan says where the order belongs.
    const second = await createCampaignWithFundraiser([], { captainId: captain.id, name: 'Spring Drive' });
    const elsewhere = await order25({ campaignId: second.campaign.id });
    const there = await searchOrders(
      { campaignId: campaign.id, orderNumber: elsewhere.orderNumber, key: elsewhere.accessKey },
      captainCookie,
    );
    expect(there.status).toBe(409);
    expect(there.json.error).toBe(
      `Order ${elsewhere.orderNumber} is an order of Spring Drive, not of this campaign. Open meetup mode for Spring Drive to hand it out.`,
    );
    // Another captain's order: 404, whatever the key.
    const theirs = await order25({ campaignId: otherCampaign.id });
    const notMine = await searchOrders(
      { campaignId: campaign.id, orderNumber: theirs.orderNumber, key: theirs.accessKey },
      captainCookie,
    );
    expect(notMine.status).toBe(404);
  });
});
