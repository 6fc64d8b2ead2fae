import { describe, expect, it } from 'vitest';
import { POST as sendContact } from '@/app/%5Fapi/contact/route';
import { getDb } from '@/server/db';
import { contactMessages } from '@/server/db/schema';
import { call, fromAddress } from '../support/http';
import { setupTestSmtpServer } from '../support/smtp';

const mailServer = setupTestSmtpServer();

let ipCounter = 0;
const freshIp = () => fromAddress(`10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`);

const valid = {
  name: 'Jo Baker',
  email: 'jo@example.com',
  subject: 'Wholesale',
  message: 'Do you supply cafés in Louisville?',
};

async function messageCount() {
  const db = await getDb();
  return (await db.select().from(contactMessages)).length;
}

describe('POST /_api/contact', () => {
  it('stores a valid message and e-mails it to the shop with a reply-to of the sender', async () => {
    const before = await messageCount();
    const { status, json } = await call(sendContact, {
      method: 'POST',
      path: '/_api/contact',
      body: valid,
      headers: freshIp(),
    });
    expect(status).toBe(201);
    expect(json).toEqual({ message: 'Message sent successfully!' });
    expect(await messageCount()).toBe(before + 1);
    const mail = await mailServer().waitForMessage((m) =>
      (m.text ?? '').includes('Do you supply cafés in Louisville?'),
    );
    expect(mail.to).toEqual(['admin@test.local']);
    expect(mail.replyTo).toEqual(['jo@example.com']);
  });

  it('throttles one address after 5 messages an hour', async () => {
    const ip = fromAddress('10.21.0.1');
    const from = (i: number) => ({ ...valid, email: `neighbour-${i}@example.com` });
    for (let i = 0; i < 5; i++)
      expect((await call(sendContact, { method: 'POST', path: '/x', body: from(i), headers: ip })).status).toBe(201);
    const before = await messageCount();
    const blocked = await call(sendContact, { method: 'POST', path: '/x', body: from(5), headers: ip });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/^You have sent several messages already\. Please try again in \d+ minutes\.$/);
    expect(await messageCount()).toBe(before);
  });

  it('throttles one sender e-mail after 5 messages an hour, from any address', async () => {
    const sender = { ...valid, email: 'Persistent@Example.com' };
    for (let i = 0; i < 5; i++)
      expect((await call(sendContact, { method: 'POST', path: '/x', body: sender, headers: freshIp() })).status).toBe(
        201,
      );
    const before = await messageCount();
    const blocked = await call(sendContact, {
      method: 'POST',
      path: '/x',
      body: { ...sender, email: 'persistent@example.com' },
      headers: freshIp(),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/^You have sent several messages already\. Please try again in \d+ minutes\.$/);
    expect(await messageCount()).toBe(before);
  });

  it.each([
    [{ name: 'J' }, 'Name must be at least 2 characters.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ subject: 'Hi' }, 'Subject must be at least 3 characters.'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters.'],
    [{ name: 42 }, 'Name must be at least 2 characters.'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    [{ extra: 'field' }, 'Unknown field: extra.'],
  ])('refuses %j with 400 and stores nothing', async (change, message) => {
    const before = await messageCount();
    const { status, json } = await call(sendContact, {
      method: 'POST',
      path: '/_api/contact',
      body: { ...valid, ...change },
      headers: freshIp(),
    });
    expect(status).toBe(400);
    expect(json).toEqual({ error: message });
    expect(await messageCount()).toBe(before);
  });

  it('answers 400 to malformed JSON and to a non-object body', async () => {
    for (const rawBody of ['{"name":', '[1,2]', 'null', '"text"']) {
      const { status, json } = await call(sendContact, {
        method: 'POST',
        path: '/_api/contact',
        rawBody,
        headers: { 'content-type': 'application/json', ...freshIp() },
      });
      expect(status).toBe(400);
      expect(typeof json.error).toBe('string');
    }
  });

  it('answers 413 to an oversized body', async () => {
    const { status } = await call(sendContact, {
      method: 'POST',
      path: '/_api/contact',
      body: { ...valid, message: 'x'.repeat(300_000) },
      headers: freshIp(),
    });
    expect(status).toBe(413);
  });
});
