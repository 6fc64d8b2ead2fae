import { randomBytes } from 'node:crypto';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as addParticipant } from '@/app/%5Fapi/admin/campaign/participants/route';
import { POST as removeParticipant } from '@/app/%5Fapi/admin/campaign/participants/remove/route';
import { POST as setCampaignProducts } from '@/app/%5Fapi/admin/campaign/products/route';
import { POST as updateCampaign } from '@/app/%5Fapi/admin/campaign/update/route';
import { POST as createCampaign } from '@/app/%5Fapi/admin/createcampaign/route';
import { POST as addNote } from '@/app/%5Fapi/admin/order/notes/route';
import { POST as updateStatus } from '@/app/%5Fapi/admin/order/update-status/route';
import { POST as createProduct } from '@/app/%5Fapi/admin/product/route';
import { POST as deactivateProduct } from '@/app/%5Fapi/admin/product/delete/route';
import { POST as deleteProduct } from '@/app/%5Fapi/admin/product/permanentdelete/route';
import { POST as updateProduct } from '@/app/%5Fapi/admin/product/update/route';
import { POST as deleteUser } from '@/app/%5Fapi/admin/user/delete/route';
import { POST as updateRole } from '@/app/%5Fapi/admin/user/update-role/route';
import { POST as createUserRoute } from '@/app/%5Fapi/admin/users/route';
import { POST as deleteInvite } from '@/app/%5Fapi/captain/invite/delete/route';
import { POST as resendInvite } from '@/app/%5Fapi/captain/invite/resend/route';
import { POST as inviteMembers } from '@/app/%5Fapi/captain/invite-members/route';
import { getDb } from '@/server/db';
import { auditEntries, orderNotes, orders, products, users, type User } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { createCampaignWithFundraiser, createProduct as seedProduct } from '../support/shop';
import { insertOrder } from '../support/orders';

/*
 * Every staff change writes exactly one audit entry, with the right actor, entity and fields before → after, in the
 * change's own transaction: a refused change writes none, and a failing audit insert undoes the change.
 */

// No mail server here: a recipient containing "bounce" is refused, everything else is accepted.
vi.mock('@/server/mail', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/server/mail')>();
  return {
    ...original,
    sendMail: async (mail: { to: string }) => {
      if (mail.to.includes('bounce')) throw new Error('550 mailbox unavailable');
      return { delivery: 'file' as const, messageId: 'test' };
    },
  };
});

let admin: User;
let adminCookie: string;

beforeAll(async () => {
  admin = await createUser({ role: 'admin', displayName: 'Ada Admin', email: `ada-${tag()}@example.com` });
  adminCookie = await sessionCookieFor(admin);
});

function tag() {
  return randomBytes(4).toString('hex');
}

const post = (handler: Parameters<typeof call>[0], body: unknown, cookie = adminCookie) =>
  call(handler, { method: 'POST', path: '/x', body, headers: { cookie } });

/** Runs a change and returns what it answered and the audit entries it wrote (oldest first). */
async function audited<T>(change: () => Promise<T>) {
  const db = await getDb();
  const [{ last }] = (await db
    .select({ last: sql<string>`coalesce(max(${auditEntries.id}), 0)` })
    .from(auditEntries)) as [{ last: string }];
  const result = await change();
  const entries = await db
    .select()
    .from(auditEntries)
    .where(gt(auditEntries.id, Number(last)))
    .orderBy(asc(auditEntries.id));
  return { result, entries };
}

/** The one entry a change wrote. */
async function oneEntry(change: () => Promise<{ status: number }>, expectedStatus = 200) {
  const { result, entries } = await audited(change);
  expect(result.status).toBe(expectedStatus);
  expect(entries).toHaveLength(1);
  return entries[0]!;
}

const byAdmin = () => ({ actorId: admin.id, actorName: 'Ada Admin', actorEmail: admin.email });

describe('order changes', () => {
  it('records a status change with both statuses before → after, and nothing for a change to the same value', async () => {
    const order = await insertOrder();
    const entry = await oneEntry(() => post(updateStatus, { orderId: order.id, orderStatus: 'delivered' }));
    expect(entry).toMatchObject({
      ...byAdmin(),
      action: 'order.status_changed',
      entityType: 'order',
      entityId: order.id,
      entityLabel: order.orderNumber,
      changes: { orderStatus: { from: 'pending', to: 'delivered' } },
    });

    const failed = await oneEntry(() => post(updateStatus, { orderId: order.id, paymentStatus: 'failed' }));
    expect(failed.changes).toEqual({ paymentStatus: { from: 'pending', to: 'failed' } });

    const same = await audited(() => post(updateStatus, { orderId: order.id, orderStatus: 'delivered' }));
    expect(same.result.status).toBe(200);
    expect(same.entries).toHaveLength(0);
  });

  // Issue 13: a payment status set by hand goes through the payment ledger, which audits its own entry.
  it('records marking paid or refunded as a ledger entry, beside the order status change', async () => {
    const order = await insertOrder({}, [{ productName: 'House Blend', unitPriceCents: 1250, quantity: 2 }]);
    const { result, entries } = await audited(() =>
      post(updateStatus, { orderId: order.id, orderStatus: 'delivered', paymentStatus: 'paid' }),
    );
    expect(result.status).toBe(200);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ['order.status_changed', { orderStatus: { from: 'pending', to: 'delivered' } }],
      [
        'order.payment_recorded',
        {
          amountCents: { from: null, to: 2500 },
          method: { from: null, to: 'other' },
          reference: { from: null, to: 'Marked paid' },
          receivedAt: { from: null, to: expect.any(String) },
          collectedCents: { from: 0, to: 2500 },
          paymentStatus: { from: 'pending', to: 'paid' },
        },
      ],
    ]);
    expect(entries[1]).toMatchObject({ ...byAdmin(), entityId: order.id, entityLabel: order.orderNumber });

    const refund = await oneEntry(() => post(updateStatus, { orderId: order.id, paymentStatus: 'refunded' }));
    expect(refund).toMatchObject({
      action: 'order.refund_recorded',
      changes: {
        amountCents: { from: null, to: -2500 },
        collectedCents: { from: 2500, to: 0 },
        paymentStatus: { from: 'paid', to: 'refunded' },
      },
    });
  });

  it('writes nothing for a refused change', async () => {
    const unknown = await audited(() => post(updateStatus, { orderId: 2_000_000_000, orderStatus: 'shipped' }));
    expect(unknown.result.status).toBe(404);
    const invalid = await audited(() => post(updateStatus, { orderId: 1, orderStatus: 'lost' }));
    expect(invalid.result.status).toBe(400);
    expect([...unknown.entries, ...invalid.entries]).toEqual([]);
  });

  it('runs the change and its entry in one transaction: when the entry cannot be written, the change is undone', async () => {
    const db = await getDb();
    const order = await insertOrder();
    await db.execute(sql`create function audit_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'audit write failed (test)'; end $$`);
    await db.execute(
      sql`create trigger audit_test_fail before insert on audit_entries for each row execute function audit_test_fail()`,
    );
    try {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const statusChange = await audited(() => post(updateStatus, { orderId: order.id, orderStatus: 'cancelled' }));
      const note = await audited(() => post(addNote, { orderId: order.id, body: 'Lost in the mail' }));
      const product = await audited(() => post(createProduct, { name: `Rollback ${tag()}`, price: 10, cost: 1 }));
      error.mockRestore();
      expect([statusChange.result.status, note.result.status, product.result.status]).toEqual([500, 500, 500]);
      expect([...statusChange.entries, ...note.entries, ...product.entries]).toEqual([]);
      const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(row!.orderStatus).toBe('pending');
      expect(await db.select().from(orderNotes).where(eq(orderNotes.orderId, order.id))).toEqual([]);
      expect(
        await db
          .select()
          .from(products)
          .where(sql`${products.name} like 'Rollback %'`),
      ).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger audit_test_fail on audit_entries`);
      await db.execute(sql`drop function audit_test_fail()`);
    }
  });

  it('records a note as order.note_added with the trimmed text', async () => {
    const order = await insertOrder();
    const entry = await oneEntry(() => post(addNote, { orderId: order.id, body: '  Call before delivery.  ' }), 201);
    expect(entry).toMatchObject({
      ...byAdmin(),
      action: 'order.note_added',
      entityType: 'order',
      entityId: order.id,
      entityLabel: order.orderNumber,
      changes: { note: { from: null, to: 'Call before delivery.' } },
    });
  });
});

describe('product changes', () => {
  it('records create, update, deactivate, restore and delete, each with what changed', async () => {
    const name = `Audit Roast ${tag()}`;
    const created = await oneEntry(
      () => post(createProduct, { name, price: '18.50', cost: '7.25', category: 'Single origin' }),
      201,
    );
    const id = created.entityId;
    expect(created).toMatchObject({
      ...byAdmin(),
      action: 'product.created',
      entityType: 'product',
      entityLabel: name,
      changes: {
        name: { from: null, to: name },
        priceCents: { from: null, to: 1850 },
        costCents: { from: null, to: 725 },
        category: { from: null, to: 'Single origin' },
        isActive: { from: null, to: true },
      },
    });

    const updated = await oneEntry(() => post(updateProduct, { id, price: '19.00', name, category: null }));
    expect(updated.action).toBe('product.updated');
    expect(updated.changes).toEqual({
      priceCents: { from: 1850, to: 1900 },
      category: { from: 'Single origin', to: null },
    });

    const deactivated = await oneEntry(() => post(deactivateProduct, { id }));
    expect(deactivated.action).toBe('product.deactivated');
    expect(deactivated.changes).toEqual({ isActive: { from: true, to: false } });
    const again = await audited(() => post(deactivateProduct, { id }));
    expect(again.entries).toEqual([]);

    const restored = await oneEntry(() => post(updateProduct, { id, isActive: true }));
    expect(restored.action).toBe('product.restored');
    expect(restored.changes).toEqual({ isActive: { from: false, to: true } });

    const deleted = await oneEntry(() => post(deleteProduct, { id }));
    expect(deleted).toMatchObject({ action: 'product.deleted', entityId: id, entityLabel: name });
    expect(deleted.changes).toEqual({
      name: { from: name, to: null },
      priceCents: { from: 1900, to: null },
      costCents: { from: 725, to: null },
      isActive: { from: true, to: null },
    });

    const gone = await audited(() => post(deleteProduct, { id }));
    expect(gone.result.status).toBe(404);
    expect(gone.entries).toEqual([]);
  });
});

describe('user changes', () => {
  it('records create, role change and delete, and keeps entries after the actor is gone', async () => {
    const otherAdmin = await createUser({ role: 'admin', displayName: 'Temp Admin' });
    const cookie = await sessionCookieFor(otherAdmin);
    const captain = await createUser({ role: 'fundraiser_captain', displayName: 'Casey Captain' });
    const email = `new-${tag()}@example.com`;
    const created = await oneEntry(
      () =>
        post(
          createUserRoute,
          {
            firstName: 'Nia',
            lastName: 'Nguyen',
            email,
            displayName: 'Nia N.',
            role: 'sub_account',
            parentUserId: captain.id,
          },
          cookie,
        ),
      201,
    );
    const userId = created.entityId;
    expect(created).toMatchObject({
      actorId: otherAdmin.id,
      actorName: 'Temp Admin',
      action: 'user.created',
      entityType: 'user',
      entityLabel: 'Nia N.',
      changes: {
        email: { from: null, to: email },
        role: { from: null, to: 'sub_account' },
        firstName: { from: null, to: 'Nia' },
        lastName: { from: null, to: 'Nguyen' },
        displayName: { from: null, to: 'Nia N.' },
        // The captain by name, as the Activity tab shows it ("Parent user: Casey Captain"), not "#6".
        parentUserId: { from: null, to: { id: captain.id, name: 'Casey Captain' } },
      },
    });
    expect(created.changes).not.toHaveProperty('phone');

    const promoted = await oneEntry(() => post(updateRole, { userId, newRole: 'fundraiser_captain' }, cookie));
    expect(promoted.action).toBe('user.role_changed');
    // The captain they belong to is kept (issue 26: "Make Fundraiser Captain, then Make User" lost it).
    expect(promoted.changes).toEqual({ role: { from: 'sub_account', to: 'fundraiser_captain' } });
    const same = await audited(() => post(updateRole, { userId, newRole: 'fundraiser_captain' }, cookie));
    expect(same.entries).toEqual([]);

    const deleted = await oneEntry(() => post(deleteUser, { userId }, cookie));
    expect(deleted).toMatchObject({ action: 'user.deleted', entityId: userId, entityLabel: 'Nia N.' });
    expect(deleted.changes).toMatchObject({
      email: { from: email, to: null },
      role: { from: 'fundraiser_captain', to: null },
      parentUserId: { from: { id: captain.id, name: 'Casey Captain' }, to: null },
    });

    const refused = await audited(() => post(deleteUser, { userId: admin.id }, cookie));
    expect(refused.result.status).toBe(403);
    expect(refused.entries).toEqual([]);

    // The actor's account goes; their entries stay, with who they were.
    const db = await getDb();
    await db.delete(users).where(eq(users.id, otherAdmin.id));
    const kept = await db.select().from(auditEntries).where(eq(auditEntries.actorId, otherAdmin.id));
    expect(kept).toHaveLength(3);
    expect(kept.every((entry) => entry.actorName === 'Temp Admin' && entry.actorEmail === otherAdmin.email)).toBe(true);
  });
});

describe('campaign changes', () => {
  it('records create and update with the changed fields only (dates as ISO text)', async () => {
    const name = `Audit Drive ${tag()}`;
    const created = await oneEntry(
      () =>
        post(createCampaign, {
          name,
          slug: `audit-drive-${tag()}`,
          startDate: '2030-03-01',
          endDate: '2030-04-01',
          isActive: true,
        }),
      201,
    );
    expect(created).toMatchObject({ action: 'campaign.created', entityType: 'campaign', entityLabel: name });
    expect(created.changes).toMatchObject({
      name: { from: null, to: name },
      isActive: { from: null, to: true },
      startDate: { from: null, to: '2030-03-01T05:00:00.000Z' },
    });
    const id = created.entityId;
    const slug = (created.changes.slug!.to as string) ?? '';

    const updated = await oneEntry(() =>
      post(updateCampaign, { id, name: `${name} II`, slug, endDate: '2030-05-01', description: 'Spring' }),
    );
    expect(updated).toMatchObject({ action: 'campaign.updated', entityLabel: `${name} II` });
    expect(updated.changes).toEqual({
      name: { from: name, to: `${name} II` },
      description: { from: null, to: 'Spring' },
      endDate: { from: '2030-04-01T04:00:00.000Z', to: '2030-05-01T04:00:00.000Z' },
    });

    const refused = await audited(() => post(updateCampaign, { id, name, slug, endDate: '2020-01-01' }));
    expect(refused.result.status).toBe(400);
    expect(refused.entries).toEqual([]);
  });

  it('records participants added and removed, and campaign products, but not changes that change nothing', async () => {
    const { campaign } = await createCampaignWithFundraiser([]);
    const runner = await createUser({ displayName: 'Rae Runner' });
    const added = await oneEntry(() => post(addParticipant, { campaignId: campaign.id, userId: runner.id }));
    expect(added).toMatchObject({
      action: 'campaign.participant_added',
      entityType: 'campaign',
      entityId: campaign.id,
      entityLabel: campaign.name,
      changes: { participant: { from: null, to: { id: runner.id, name: 'Rae Runner' } } },
    });
    expect((await audited(() => post(addParticipant, { campaignId: campaign.id, userId: runner.id }))).entries).toEqual(
      [],
    );
    const removed = await oneEntry(() => post(removeParticipant, { campaignId: campaign.id, userId: runner.id }));
    expect(removed.action).toBe('campaign.participant_removed');
    expect(removed.changes).toEqual({ participant: { from: { id: runner.id, name: 'Rae Runner' }, to: null } });

    const [a, b] = [await seedProduct(), await seedProduct()];
    const linked = await oneEntry(() =>
      post(setCampaignProducts, { campaignId: campaign.id, productIds: [b.id, a.id], isActive: true }),
    );
    expect(linked).toMatchObject({ action: 'campaign.products_updated', entityId: campaign.id });
    expect(linked.changes).toEqual({
      productIds: { from: [], to: [a.id, b.id].sort((x, y) => x - y) },
      isActive: { from: null, to: true },
    });
    const same = await audited(() =>
      post(setCampaignProducts, { campaignId: campaign.id, productIds: [a.id, b.id], isActive: true }),
    );
    expect(same.entries).toEqual([]);
    const narrowed = await oneEntry(() =>
      post(setCampaignProducts, { campaignId: campaign.id, productIds: [a.id], isActive: true }),
    );
    expect(narrowed.changes).toEqual({ productIds: { from: [a.id, b.id].sort((x, y) => x - y), to: [a.id] } });
  });
});

describe("captains' invitations", () => {
  it('records invite, resend and delete with the captain as actor', async () => {
    const { campaign, captain } = await createCampaignWithFundraiser([]);
    const cookie = await sessionCookieFor(captain);
    const email = `guest-${tag()}@example.com`;
    const created = await oneEntry(() =>
      post(inviteMembers, { campaignId: campaign.id, invites: [{ name: 'Gus Guest', email }] }, cookie),
    );
    expect(created).toMatchObject({
      actorId: captain.id,
      actorEmail: captain.email,
      action: 'invite.created',
      entityType: 'invite',
      entityLabel: email,
      changes: {
        campaignId: { from: null, to: campaign.id },
        inviteeName: { from: null, to: 'Gus Guest' },
        inviteeEmail: { from: null, to: email },
        status: { from: null, to: 'sent' },
      },
    });
    expect(JSON.stringify(created.changes)).not.toMatch(/token/i);
    const inviteId = created.entityId;

    const resent = await oneEntry(() => post(resendInvite, { inviteId }, cookie));
    expect(resent).toMatchObject({ action: 'invite.resent', actorId: captain.id, entityId: inviteId });
    expect(Object.keys(resent.changes).sort()).toEqual(['expiresAt', 'sentAt']);

    const deleted = await oneEntry(() => post(deleteInvite, { inviteId }, cookie));
    expect(deleted).toMatchObject({ action: 'invite.deleted', entityId: inviteId, entityLabel: email });
    expect(deleted.changes).toMatchObject({ inviteeEmail: { from: email, to: null } });
  });
});
