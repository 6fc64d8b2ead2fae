import { describe, expect, it } from 'vitest';
import { POST as sendContact } from '@/app/%5Fapi/contact/route';
import { getDb } from '@/server/db';
import { contactMessages } from '@/server/db/schema';
import { call } from '../support/http';

const valid = { name: 'Jo Baker', email: 'jo@example.com', subject: 'Wholesale', message: 'Do you supply cafés in Louisville?' };

async function messageCount() {
  const db = await getDb();
  return (await db.select().from(contactMessages)).length;
}

describe('POST /_api/contact', () => {
  it('stores a valid message', async () => {
    const before = await messageCount();
    const { status, json } = await call(sendContact, { method: 'POST', path: '/_api/contact', body: valid });
    expect(status).toBe(201);
    expect(json).toEqual({ message: 'Message sent successfully!' });
    expect(await messageCount()).toBe(before + 1);
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
    const { status, json } = await call(sendContact, { method: 'POST', path: '/_api/contact', body: { ...valid, ...change } });
    expect(status).toBe(400);
    expect(json).toEqual({ error: message });
    expect(await messageCount()).toBe(before);
  });

  it('answers 400 to malformed JSON and to a non-object body', async () => {
    for (const rawBody of ['{"name":', '[1,2]', 'null', '"text"']) {
      const { status, json } = await call(sendContact, { method: 'POST', path: '/_api/contact', rawBody, headers: { 'content-type': 'application/json' } });
      expect(status).toBe(400);
      expect(typeof json.error).toBe('string');
    }
  });

  it('answers 413 to an oversized body', async () => {
    const { status } = await call(sendContact, { method: 'POST', path: '/_api/contact', body: { ...valid, message: 'x'.repeat(300_000) } });
    expect(status).toBe(413);
  });
});
