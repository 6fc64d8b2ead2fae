import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as cronGet, POST as cronPost } from '@/app/%5Fapi/cron/mail-outbox/route';
import { getDb } from '@/server/db';
import { mailOutbox } from '@/server/db/schema';
import { enqueueMail, outboxMessageId } from '@/server/mail/outbox';
import { claimDueMail } from '@/server/mail/outbox-sender';
import { call } from '../support/http';
import { setupTestSmtpServer } from '../support/smtp';
import { setEnv } from './env';

const mailServer = setupTestSmtpServer();
const SECRET = 'cron-secret-for-tests-0123456789';
const restore = setEnv({ CRON_SECRET: undefined });
afterAll(() => restore());
// Opened (created and migrated) here, under the hook's longer time limit.
beforeAll(async () => {
  await getDb();
});

const cron = (handler: typeof cronPost, authorization?: string) =>
  call(handler, {
    method: handler === cronGet ? 'GET' : 'POST',
    path: '/_api/cron/mail-outbox',
    headers: authorization ? { authorization } : {},
  });

/** A message whose sender died holding it, its lease now over: only a sender run sends it. */
async function strandedMail(tag: string) {
  const db = await getDb();
  const messageId = outboxMessageId('test-cron', tag, Date.now());
  await enqueueMail(db, {
    to: `cron-${tag}@example.com`,
    subject: `Stranded ${tag}`,
    text: 'Hello',
    html: '<p>Hello</p>',
    kind: 'test',
    category: 'transactional',
    messageId,
  });
  await claimDueMail(1000);
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.messageId, messageId));
  return messageId;
}

describe('POST /_api/cron/mail-outbox', () => {
  it('does not exist without CRON_SECRET (404) and refuses a missing or wrong secret (401), sending nothing', async () => {
    const messageId = await strandedMail('refused');
    expect((await cron(cronPost)).status).toBe(404);
    expect((await cron(cronGet, `Bearer ${SECRET}`)).status).toBe(404);
    const undo = setEnv({ CRON_SECRET: SECRET });
    try {
      for (const header of [undefined, 'Bearer', `Bearer ${SECRET}x`, SECRET, `Basic ${SECRET}`]) {
        const refused = await cron(cronPost, header);
        expect(refused.status, String(header)).toBe(401);
        expect(refused.json.error).toBe('A valid cron secret is required.');
        expect((await cron(cronGet, header)).status).toBe(401);
      }
    } finally {
      undo();
    }
    const db = await getDb();
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.messageId, messageId));
    expect(row!.status).toBe('pending');
  });

  it('sends what is due with the right secret, by POST or GET', async () => {
    const undo = setEnv({ CRON_SECRET: SECRET });
    try {
      const first = await strandedMail('post');
      const posted = await cron(cronPost, `Bearer ${SECRET}`);
      expect(posted.status).toBe(200);
      expect(posted.json.sent).toBeGreaterThanOrEqual(1);
      expect(posted.json).toMatchObject({ retried: 0, failed: 0 });
      await mailServer().waitForMessage((m) => m.raw.includes(`Message-ID: ${first}`));

      const second = await strandedMail('get');
      expect((await cron(cronGet, `Bearer ${SECRET}`)).json.sent).toBe(1);
      await mailServer().waitForMessage((m) => m.raw.includes(`Message-ID: ${second}`));
      expect((await cron(cronGet, `Bearer ${SECRET}`)).json).toEqual({ sent: 0, retried: 0, failed: 0 });
    } finally {
      undo();
    }
  });
});
