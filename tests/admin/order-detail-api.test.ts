import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as detailsRoute } from '@/app/%5Fapi/admin/order/details/route';
import { POST as notesRoute } from '@/app/%5Fapi/admin/order/notes/route';
import { POST as updateStatusRoute } from '@/app/%5Fapi/admin/order/update-status/route';
import { getDb } from '@/server/db';
import { orderNotes, pickupOptions, type User } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

let admin: User;
let adminCookie: string;

beforeAll(async () => {
  admin = await createUser({ role: 'admin', displayName: 'Ada Admin' });
  adminCookie = await sessionCookieFor(admin);
});

const details = (orderNumber: string | undefined, cookie = adminCookie) =>
  call(detailsRoute, {
    path: `/_api/admin/order/details${orderNumber === undefined ? '' : `?orderNumber=${encodeURIComponent(orderNumber)}`}`,
    headers: { cookie },
  });
const addNote = (body: unknown, cookie = adminCookie) =>
  call(notesRoute, { method: 'POST', path: '/_api/admin/order/notes', body, headers: { cookie } });

describe('GET /_api/admin/order/details', () => {
  it("names the buyer's pickup choice", async () => {
    const product = await createProduct({ name: 'Pickup Roast' });
    const { campaign } = await createCampaignWithFundraiser([product.id], { name: 'Pickup Drive' });
    const db = await getDb();
    const [option] = await db
      .insert(pickupOptions)
      .values({
        campaignId: campaign.id,
        kind: 'meetup',
        name: 'School gym',
        address: '12 Oak St',
        startsAt: new Date('2026-12-05T15:00:00Z'),
        endsAt: new Date('2026-12-05T17:00:00Z'),
      })
      .returning();
    const order = await insertOrder({ campaignId: campaign.id, pickupOptionId: option!.id }, [
      { productId: product.id, productName: 'Pickup Roast', unitPriceCents: 1500, quantity: 1 },
    ]);
    const { json } = await details(order.orderNumber);
    expect(json.order.pickup).toEqual({
      id: option!.id,
      kind: 'meetup',
      name: 'School gym',
      address: '12 Oak St',
      startsAt: '2026-12-05T15:00:00.000Z',
      endsAt: '2026-12-05T17:00:00.000Z',
    });
  });

  it('answers the order with its lines, customer, attribution and exact totals', async () => {
    const product = await createProduct({ name: 'Kenya Nyeri AA' });
    const { campaign, fundraiser } = await createCampaignWithFundraiser([product.id], { name: 'Fall Drive' });
    const order = await insertOrder(
      {
        customerFirstName: 'Grace',
        customerLastName: 'Hopper',
        customerPhone: '502-555-0100',
        campaignId: campaign.id,
        subAccountId: fundraiser.id,
        createdAt: new Date('2026-05-01T14:00:00Z'),
      },
      [
        { productId: product.id, productName: 'Kenya Nyeri AA', unitPriceCents: 1999, quantity: 3 },
        { productId: null, productName: 'Retired Roast', unitPriceCents: 1, quantity: 1 },
      ],
    );
    const { status, json } = await details(order.orderNumber);
    expect(status).toBe(200);
    expect(json.order).toEqual({
      id: order.id,
      orderNumber: order.orderNumber,
      createdAt: '2026-05-01T14:00:00.000Z',
      updatedAt: expect.any(String),
      orderStatus: 'pending',
      moneyKept: null,
      paymentStatus: 'pending',
      customer: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: order.customerEmail,
        phone: '502-555-0100',
        userId: null,
      },
      campaign: { id: campaign.id, name: 'Fall Drive', slug: campaign.slug },
      fundraiser: { id: fundraiser.id, name: fundraiser.displayName },
      source: null,
      pickup: null,
      orderPageUrl: expect.stringMatching(new RegExp(`/orders/${order.orderNumber}\\?key=[0-9a-f]{32}$`)),
      items: [
        {
          id: expect.any(Number),
          productId: product.id,
          productName: 'Kenya Nyeri AA',
          quantity: 3,
          unitPrice: '19.99',
          lineTotal: '59.97',
          optionId: null,
          grind: 'whole_bean',
          size: '12 oz',
        },
        {
          id: expect.any(Number),
          productId: null,
          productName: 'Retired Roast',
          quantity: 1,
          unitPrice: '0.01',
          lineTotal: '0.01',
          optionId: null,
          grind: 'whole_bean',
          size: '12 oz',
        },
      ],
      itemCount: 4,
      totalAmount: '59.98',
    });
    expect(json.notes).toEqual([]);
    expect(json.history).toEqual([]);
  });

  it('includes the notes and the history, newest first', async () => {
    const order = await insertOrder();
    await addNote({ orderId: order.id, body: 'First note' });
    await call(updateStatusRoute, {
      method: 'POST',
      path: '/x',
      body: { orderId: order.id, orderStatus: 'delivered' },
      headers: { cookie: adminCookie },
    });
    await addNote({ orderId: order.id, body: 'Second note' });
    const { json } = await details(order.orderNumber);
    expect(json.order.orderStatus).toBe('delivered');
    expect(json.notes.map((note: { body: string }) => note.body)).toEqual(['Second note', 'First note']);
    expect(json.notes[0]).toEqual({
      id: expect.any(Number),
      orderId: order.id,
      body: 'Second note',
      authorId: admin.id,
      authorName: 'Ada Admin',
      createdAt: expect.any(String),
    });
    expect(json.history.map((entry: { action: string }) => entry.action)).toEqual([
      'order.note_added',
      'order.status_changed',
      'order.note_added',
    ]);
    expect(json.history[1]).toMatchObject({
      actorName: 'Ada Admin',
      entityLabel: order.orderNumber,
      changes: { orderStatus: { from: 'pending', to: 'delivered' } },
    });
  });

  it('answers 404 for an unknown order number and 400 for a missing or malformed one', async () => {
    expect(await details('SG-000000-NONE0')).toMatchObject({ status: 404, json: { error: 'Order not found.' } });
    expect(await details(undefined)).toMatchObject({ status: 400, json: { error: 'orderNumber is required.' } });
    expect(await details('  ')).toMatchObject({ status: 400, json: { error: 'orderNumber is required.' } });
    expect(await details('SG 1; drop')).toMatchObject({
      status: 400,
      json: { error: 'orderNumber must be 1 to 64 letters, digits or hyphens.' },
    });
    expect((await details('S'.repeat(65))).status).toBe(400);
  });
});

describe('POST /_api/admin/order/notes', () => {
  it('adds a trimmed note with its author and time (201) and keeps line breaks', async () => {
    const order = await insertOrder();
    const { status, json } = await addNote({ orderId: order.id, body: '\n  Leave at the side door.\nThanks!  ' });
    expect(status).toBe(201);
    expect(json).toEqual({
      message: 'Note added.',
      note: {
        id: expect.any(Number),
        orderId: order.id,
        body: 'Leave at the side door.\nThanks!',
        authorId: admin.id,
        authorName: 'Ada Admin',
        createdAt: expect.any(String),
      },
    });
    const db = await getDb();
    const [stored] = await db.select().from(orderNotes).where(eq(orderNotes.id, json.note.id));
    expect(stored).toMatchObject({ authorEmail: admin.email, body: 'Leave at the side door.\nThanks!' });
  });

  it('takes 2,000 characters and refuses empty, blank, longer or malformed notes with 400', async () => {
    const order = await insertOrder();
    expect((await addNote({ orderId: order.id, body: 'x'.repeat(2000) })).status).toBe(201);
    // The limit applies after trimming.
    expect((await addNote({ orderId: order.id, body: `  ${'y'.repeat(2000)}\n` })).status).toBe(201);
    const cases: Array<[unknown, string]> = [
      [{ orderId: order.id, body: '' }, 'A note must not be empty.'],
      [{ orderId: order.id, body: ' \n\t ' }, 'A note must not be empty.'],
      [{ orderId: order.id }, 'A note must not be empty.'],
      [{ orderId: order.id, body: 42 }, 'A note must not be empty.'],
      [{ orderId: order.id, body: 'x'.repeat(2001) }, 'A note must be at most 2000 characters.'],
      [{ orderId: order.id, body: 'bell\u0007' }, 'body: Must not contain control characters.'],
      [{ orderId: 0, body: 'Hi' }, 'Order ID must be a positive integer.'],
      [{ orderId: '5', body: 'Hi' }, 'Order ID must be a positive integer.'],
      [{ orderId: order.id, body: 'Hi', pinned: true }, 'Unknown field: pinned.'],
    ];
    for (const [body, error] of cases) {
      expect(await addNote(body), JSON.stringify(body).slice(0, 60)).toMatchObject({ status: 400, json: { error } });
    }
  });

  it('answers 404 for an unknown order', async () => {
    expect(await addNote({ orderId: 2_000_000_000, body: 'Hello' })).toMatchObject({
      status: 404,
      json: { error: 'Order not found.' },
    });
  });
});
