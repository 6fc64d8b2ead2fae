import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '@/env';
import { getDb } from '@/server/db';
import { mailOutbox } from '@/server/db/schema';
import { enqueueMail, outboxMessageId, type QueuedMail } from '@/server/mail/outbox';
import {
  claimDueMail,
  MAIL_LEASE_SECONDS,
  MAIL_MAX_ATTEMPTS,
  retryDelaySeconds,
  sendDueMail,
} from '@/server/mail/outbox-sender';
import { releaseDeadLeases } from '@/server/mail/outbox-timer';
import { deleteExpiredRecords, SENT_MAIL_RETENTION_MS } from '@/server/services/housekeeping';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';

let server: TestSmtpServer;
let serial = 0;

beforeAll(async () => {
  server = await startSmtpServer();
  useSmtp(server.url);
  // Opened (created and migrated) here, under the hook's longer time limit.
  await getDb();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvForTests();
  await server.close();
});

function useSmtp(url: string) {
  process.env.SMTP_URL = url;
  resetEnvForTests();
}

/** A port nothing listens on: bind one, then let it go. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** An SMTP server that answers every recipient "451 try again later", as a mail server under load does. */
async function refusingServer() {
  const refusing = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
  });
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', () => resolve()));
  const { port } = refusing.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => refusing.close(() => r())) };
}

function testMail(overrides: Partial<QueuedMail> = {}): QueuedMail {
  serial += 1;
  const tag = `${Date.now().toString(36)}-${serial}`;
  return {
    to: `outbox-${tag}@example.com`,
    subject: `Outbox test ${tag}`,
    text: `Hello ${tag}`,
    html: `<p>Hello ${tag}</p>`,
    kind: 'test',
    category: 'transactional',
    messageId: outboxMessageId('test', tag),
    ...overrides,
  };
}

async function rowOf(messageId: string) {
  const db = await getDb();
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.messageId, messageId));
  return row;
}

/** Seconds from the database's now() to the row's next attempt. */
async function secondsUntilNextAttempt(messageId: string) {
  const db = await getDb();
  const result = (await db.execute(
    sql`select extract(epoch from next_attempt_at - now())::float as s from mail_outbox where message_id = ${messageId}`,
  )) as unknown as { rows: Array<{ s: number }> };
  return Number(result.rows[0]!.s);
}

/** Time passes for one row: its next attempt (or its lease's end) is reached. */
async function makeDue(messageId: string) {
  const db = await getDb();
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.messageId, messageId));
}

const received = (messageId: string) => server.messages.filter((m) => m.raw.includes(`Message-ID: ${messageId}`));

/** Runs the sender until nothing is due (other tests' rows may be due too). */
async function drain() {
  const total = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const run = await sendDueMail();
    total.sent += run.sent;
    total.retried += run.retried;
    total.failed += run.failed;
    if (run.sent + run.retried + run.failed === 0) return total;
  }
}

describe('the mail outbox', () => {
  it('queues nothing from a transaction that rolls back', async () => {
    const db = await getDb();
    const mail = testMail();
    await expect(
      db.transaction(async (tx) => {
        expect(await enqueueMail(tx, mail)).toBe(1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowOf(mail.messageId)).toBeUndefined();
    await drain();
    expect(server.messages.filter((m) => m.subject === mail.subject)).toEqual([]);
  });

  it('queues one message id once, and sends it once with that Message-ID', async () => {
    const db = await getDb();
    const mail = testMail();
    expect(await enqueueMail(db, mail)).toBe(1);
    expect(await db.transaction((tx) => enqueueMail(tx, { ...mail, subject: 'A duplicate' }))).toBe(0);
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.messageId, mail.messageId));
    expect(rows).toHaveLength(1);

    await drain();
    const [message, ...others] = received(mail.messageId);
    expect(others).toEqual([]);
    expect(message!.subject).toBe(mail.subject);
    expect(message!.to).toEqual([mail.to]);
    const row = await rowOf(mail.messageId);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, textBody: null, htmlBody: null, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('retries with growing delays while the SMTP server is down, then sends once when it is back', async () => {
    const mail = testMail();
    await enqueueMail(await getDb(), mail);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      useSmtp(`smtp://127.0.0.1:${await closedPort()}`);
      await drain();
      let row = await rowOf(mail.messageId);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
      expect(row!.lastError).toMatch(/ECONNREFUSED/);
      const first = await secondsUntilNextAttempt(mail.messageId);
      expect(first).toBeGreaterThan(30 * 0.8 - 5);
      expect(first).toBeLessThanOrEqual(30 * 1.2);
      // Not due before its time: another run leaves it alone.
      await drain();
      expect((await rowOf(mail.messageId))!.attempts).toBe(1);

      await makeDue(mail.messageId);
      await drain();
      row = await rowOf(mail.messageId);
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      const second = await secondsUntilNextAttempt(mail.messageId);
      expect(second).toBeGreaterThan(60 * 0.8 - 5);
      expect(second).toBeLessThanOrEqual(60 * 1.2);
    } finally {
      useSmtp(server.url);
      error.mockRestore();
    }
    await makeDue(mail.messageId);
    await drain();
    await drain();
    expect(received(mail.messageId)).toHaveLength(1);
    expect(await rowOf(mail.messageId)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('retries a message the server refuses for now (4xx), then sends it once', async () => {
    const refusing = await refusingServer();
    const mail = testMail();
    await enqueueMail(await getDb(), mail);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      useSmtp(refusing.url);
      await drain();
      const row = await rowOf(mail.messageId);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.lastError).toMatch(/451/);
    } finally {
      useSmtp(server.url);
      error.mockRestore();
      await refusing.close();
    }
    await makeDue(mail.messageId);
    await drain();
    expect(received(mail.messageId)).toHaveLength(1);
    expect((await rowOf(mail.messageId))!.status).toBe('sent');
  });

  it('gives up after the last attempt: the row is failed, kept with its error, and not tried again', async () => {
    const db = await getDb();
    const mail = testMail();
    await enqueueMail(db, mail);
    await db
      .update(mailOutbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.messageId, mail.messageId));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      useSmtp(`smtp://127.0.0.1:${await closedPort()}`);
      await drain();
    } finally {
      useSmtp(server.url);
      error.mockRestore();
    }
    const row = await rowOf(mail.messageId);
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, lockedUntil: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
    expect(row!.textBody).toBe(mail.text);
    await makeDue(mail.messageId);
    await drain();
    expect(received(mail.messageId)).toEqual([]);
    expect((await rowOf(mail.messageId))!.status).toBe('failed');
  });

  it('sends again, under the same Message-ID, a message whose sender died holding it once its lease ends', async () => {
    const mail = testMail();
    await enqueueMail(await getDb(), mail);
    // A sender claims it and dies before sending: the row is leased to it.
    const claimed = await claimDueMail(1000);
    expect(claimed.map((row) => row.messageId)).toContain(mail.messageId);
    const leased = await rowOf(mail.messageId);
    expect(leased).toMatchObject({ status: 'pending', attempts: 1 });
    expect(leased!.lockedUntil!.getTime()).toBe(leased!.nextAttemptAt.getTime());
    expect(await secondsUntilNextAttempt(mail.messageId)).toBeGreaterThan(MAIL_LEASE_SECONDS - 10);

    // While the lease runs, no other sender takes it.
    await drain();
    expect(received(mail.messageId)).toEqual([]);

    // The lease ends: the next sender sends it.
    await makeDue(mail.messageId);
    await drain();
    expect(received(mail.messageId)).toHaveLength(1);
    expect(await rowOf(mail.messageId)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('at start on the embedded database, frees at once the leases a killed process left', async () => {
    const mail = testMail();
    await enqueueMail(await getDb(), mail);
    await claimDueMail(1000);
    const released = await releaseDeadLeases();
    if (process.env.TEST_DB_KIND === 'pglite') {
      expect(released).toBeGreaterThanOrEqual(1);
      expect(await rowOf(mail.messageId)).toMatchObject({ lockedUntil: null });
    } else {
      // A shared PostgreSQL: another instance may be sending it; only the lease's end frees it.
      expect(released).toBe(0);
      await makeDue(mail.messageId);
    }
    await drain();
    expect(received(mail.messageId)).toHaveLength(1);
  });

  it('never hands one row to two senders at once', async () => {
    const db = await getDb();
    const mails = Array.from({ length: 30 }, () => testMail());
    await enqueueMail(db, mails);
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimDueMail(10)));
    const ids = claims.flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const mail of mails) await makeDue(mail.messageId);
    await drain();
    for (const mail of mails) expect(received(mail.messageId)).toHaveLength(1);
  });

  it('waits 30 s, doubling per attempt to at most an hour, within ±20 %', () => {
    expect(retryDelaySeconds(1, () => 0.5)).toBe(30);
    expect(retryDelaySeconds(2, () => 0.5)).toBe(60);
    expect(retryDelaySeconds(5, () => 0.5)).toBe(480);
    expect(retryDelaySeconds(20, () => 0.5)).toBe(3600);
    expect(retryDelaySeconds(1, () => 0)).toBe(24);
    expect(retryDelaySeconds(1, () => 0.999999)).toBe(36);
  });

  it('forgets sent e-mails after 30 days and keeps failed and pending ones', async () => {
    const db = await getDb();
    const [oldSent, recentSent, oldFailed, oldPending] = [testMail(), testMail(), testMail(), testMail()];
    await enqueueMail(db, [oldSent, recentSent, oldFailed, oldPending]);
    const longAgo = new Date(Date.now() - SENT_MAIL_RETENTION_MS - 60_000);
    const set = (mail: QueuedMail, values: Partial<typeof mailOutbox.$inferInsert>) =>
      db.update(mailOutbox).set(values).where(eq(mailOutbox.messageId, mail.messageId));
    await set(oldSent, { status: 'sent', sentAt: longAgo, createdAt: longAgo });
    await set(recentSent, { status: 'sent', sentAt: new Date() });
    await set(oldFailed, { status: 'failed', createdAt: longAgo });
    await set(oldPending, { createdAt: longAgo, nextAttemptAt: new Date(Date.now() + 3_600_000) });

    const removed = await deleteExpiredRecords();
    expect(removed.sentMail).toBeGreaterThanOrEqual(1);
    expect(await rowOf(oldSent.messageId)).toBeUndefined();
    for (const kept of [recentSent, oldFailed, oldPending]) expect(await rowOf(kept.messageId)).toBeDefined();
  });
});
