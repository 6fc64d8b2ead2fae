import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as retryRoute } from '@/app/%5Fapi/admin/mail-outbox/retry/route';
import { GET as outboxRoute } from '@/app/%5Fapi/admin/mail-outbox/route';
import { getDb } from '@/server/db';
import { auditEntries, mailOutbox, type User } from '@/server/db/schema';
import { enqueueMail, outboxMessageId } from '@/server/mail/outbox';
import { drainMailOutbox } from '@/server/mail/outbox-sender';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { setupTestSmtpServer } from '../support/smtp';

/*
 * Staff see e-mails that failed to send (counts and a page of them) and send them again. Admin only: a captain, a
 * fundraiser and a visitor are refused, and a refused or invalid call changes nothing.
 */

const mailServer = setupTestSmtpServer();
let admin: User;
let adminCookie: string;

beforeAll(async () => {
  admin = await createUser({ role: 'admin' });
  adminCookie = await sessionCookieFor(admin);
});

/** E-mails that gave up after every attempt (as the sender leaves them). */
async function failedMails(count: number) {
  const db = await getDb();
  const tag = randomBytes(4).toString('hex');
  const mails = Array.from({ length: count }, (_, i) => ({
    to: `failed-${tag}-${i}@example.com`,
    subject: `Failed ${tag} ${i}`,
    text: `Body ${i}`,
    html: `<p>Body ${i}</p>`,
    kind: 'order-confirmation',
    category: 'transactional' as const,
    messageId: outboxMessageId('test-failed', tag, i),
  }));
  await enqueueMail(db, mails);
  const ids = mails.map((mail) => mail.messageId);
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'failed', attempts: 10, lastError: 'connect ECONNREFUSED 127.0.0.1:25' })
    .where(inArray(mailOutbox.messageId, ids))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

const summary = (cookie?: string, page?: string) =>
  call(outboxRoute, {
    path: `/_api/admin/mail-outbox${page === undefined ? '' : `?page=${page}`}`,
    headers: cookie ? { cookie } : {},
  });
const retry = (body: unknown, cookie?: string) =>
  call(retryRoute, { method: 'POST', path: '/_api/admin/mail-outbox/retry', body, headers: cookie ? { cookie } : {} });

async function statuses(ids: number[]) {
  const db = await getDb();
  const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
  return rows.map((row) => row.status);
}

describe('GET /_api/admin/mail-outbox', () => {
  it('counts e-mails by status and lists the failed ones, newest first, ten a page', async () => {
    const before = (await summary(adminCookie)).json.counts.failed;
    const rows = await failedMails(12);
    const { status, json } = await summary(adminCookie);
    expect(status).toBe(200);
    expect(json.counts.failed).toBe(before + 12);
    expect(json).toMatchObject({ page: 1, pageSize: 10 });
    expect(json.failed).toHaveLength(10);
    const newest = rows.at(-1)!;
    expect(json.failed[0]).toEqual({
      id: newest.id,
      kind: 'order-confirmation',
      recipient: newest.recipient,
      subject: newest.subject,
      attempts: 10,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      createdAt: newest.createdAt.toISOString(),
    });
    expect(JSON.stringify(json)).not.toContain('Body ');
    const second = await summary(adminCookie, '2');
    expect(second.json.failed.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a bad page with 400', async () => {
    for (const page of ['0', '-1', 'two', '1.5']) {
      const { status, json } = await summary(adminCookie, page);
      expect(status).toBe(400);
      expect(json.error).toBe('page must be a positive integer.');
    }
  });
});

describe('POST /_api/admin/mail-outbox/retry', () => {
  it('sends the listed failed e-mails again, once each, and records who retried them', async () => {
    const [first, second, untouched] = await failedMails(3);
    const { status, json } = await retry({ ids: [first!.id, second!.id] }, adminCookie);
    expect(status).toBe(200);
    expect(json).toEqual({ retried: 2, message: '2 e-mails queued to be sent again.' });

    for (const row of [first!, second!]) {
      const received = await mailServer().waitForMessage((m) => m.raw.includes(`Message-ID: ${row.messageId}`));
      expect(received.subject).toBe(row.subject);
    }
    await vi.waitFor(async () => expect(await statuses([first!.id, second!.id])).toEqual(['sent', 'sent']), {
      timeout: 10_000,
    });
    expect(await statuses([untouched!.id])).toEqual(['failed']);

    const db = await getDb();
    const entries = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'mail.retried'), inArray(auditEntries.entityId, [first!.id, second!.id])));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      entityType: 'mail',
      changes: { status: { from: 'failed', to: 'pending' } },
    });

    // Sent ones are not sent again.
    expect((await retry({ ids: [first!.id] }, adminCookie)).json.retried).toBe(0);
    await drainMailOutbox();
    const copies = mailServer().messages.filter((m) => m.raw.includes(`Message-ID: ${first!.messageId}`));
    expect(copies).toHaveLength(1);
  });

  it('retries every failed e-mail without ids', async () => {
    const rows = await failedMails(2);
    const { status, json } = await retry({}, adminCookie);
    expect(status).toBe(200);
    expect(json.retried).toBeGreaterThanOrEqual(2);
    await vi.waitFor(async () => expect(await statuses(rows.map((row) => row.id))).toEqual(['sent', 'sent']), {
      timeout: 10_000,
    });
    expect((await summary(adminCookie)).json.counts.failed).toBe(0);
  });

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const [row] = await failedMails(1);
    const cases: unknown[] = [
      { ids: [] },
      { ids: 'all' },
      { ids: [0] },
      { ids: [3_000_000_000] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { ids: [row!.id], extra: true },
    ];
    for (const body of cases) {
      const { status, json } = await retry(body, adminCookie);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(typeof json.error).toBe('string');
    }
    expect(
      (await call(retryRoute, { method: 'POST', path: '/x', rawBody: 'null', headers: { cookie: adminCookie } }))
        .status,
    ).toBe(400);
    expect(await statuses([row!.id])).toEqual(['failed']);
  });

  it('is for admins only: 401 for visitors, 403 for captains and fundraisers; nothing is retried', async () => {
    const [row] = await failedMails(1);
    const captain = await sessionCookieFor(await createUser({ role: 'fundraiser_captain' }));
    const fundraiser = await sessionCookieFor(await createUser({ role: 'sub_account' }));
    expect((await summary()).status).toBe(401);
    expect((await retry({ ids: [row!.id] })).status).toBe(401);
    for (const cookie of [captain, fundraiser]) {
      expect((await summary(cookie)).status).toBe(403);
      const refused = await retry({ ids: [row!.id] }, cookie);
      expect(refused.status).toBe(403);
      expect(typeof refused.json.error).toBe('string');
    }
    expect(await statuses([row!.id])).toEqual(['failed']);
  });
});
