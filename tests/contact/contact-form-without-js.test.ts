import { describe, expect, it } from 'vitest';
import { answerContactForm } from '@/app/(shop)/contact/contact-form-answer';
import { POST as sendContact } from '@/app/%5Fapi/contact/route';
import { getDb } from '@/server/db';
import { contactMessages } from '@/server/db/schema';
import { call, fromAddress } from '../support/http';
import { setupTestSmtpServer } from '../support/smtp';

const mailServer = setupTestSmtpServer();

const valid = {
  name: 'Noor Haddad',
  email: 'noor@example.com',
  subject: 'Office coffee',
  message: 'Could you deliver two bags a week to our office?',
};

function posted(fields: Record<string, string>) {
  const data = new FormData();
  // What React adds to a form whose action is a server action; not a field of the message.
  data.set('$ACTION_ID_0123456789abcdef', '');
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function messageCount() {
  const db = await getDb();
  return (await db.select().from(contactMessages)).length;
}

describe('the contact form without JavaScript (its server action)', () => {
  it('answers every field message of the JSON endpoint, keeps what was typed and stores nothing', async () => {
    const before = await messageCount();
    const typed = { name: 'N', email: 'not-an-email', subject: 'Hi', message: 'short' };
    const state = await answerContactForm(posted(typed), new Headers(fromAddress('10.30.0.1')));
    expect(state).toEqual({
      status: 'invalid',
      values: typed,
      errors: {
        name: 'Name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        subject: 'Subject must be at least 3 characters.',
        message: 'Message must be at least 10 characters.',
      },
    });
    // The endpoint answers the first of the same messages.
    const endpoint = await call(sendContact, { method: 'POST', path: '/_api/contact', body: typed });
    expect(endpoint.status).toBe(400);
    expect(endpoint.json.error).toBe('Name must be at least 2 characters.');
    expect(await messageCount()).toBe(before);
  });

  it('treats missing fields as empty ones', async () => {
    const state = await answerContactForm(posted({}), new Headers(fromAddress('10.30.0.2')));
    expect(state.status === 'invalid' && state.errors).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      subject: 'Subject must be at least 3 characters.',
      message: 'Message must be at least 10 characters.',
    });
  });

  it('stores a valid message and e-mails it to the shop, as the JSON endpoint does', async () => {
    const before = await messageCount();
    const state = await answerContactForm(posted(valid), new Headers(fromAddress('10.30.0.3')));
    expect(state).toEqual({ status: 'sent' });
    expect(await messageCount()).toBe(before + 1);
    const mail = await mailServer().waitForMessage((m) => (m.text ?? '').includes('two bags a week'));
    expect(mail.replyTo).toEqual(['noor@example.com']);
  });

  it('counts against the same per-address throttle as the JSON endpoint, and says so in the form', async () => {
    const ip = fromAddress('10.30.0.4');
    const from = (i: number) => ({ ...valid, email: `shared-${i}@example.com` });
    for (let i = 0; i < 3; i++) {
      const sent = await call(sendContact, { method: 'POST', path: '/_api/contact', body: from(i), headers: ip });
      expect(sent.status).toBe(201);
    }
    for (let i = 3; i < 5; i++) {
      expect(await answerContactForm(posted(from(i)), new Headers(ip))).toEqual({ status: 'sent' });
    }
    const before = await messageCount();
    const refused = await answerContactForm(posted(from(5)), new Headers(ip));
    expect(refused).toMatchObject({ status: 'invalid', values: from(5), errors: {} });
    expect(refused.status === 'invalid' && refused.formError).toMatch(
      /^You have sent several messages already\. Please try again in \d+ minutes\.$/,
    );
    const blocked = await call(sendContact, { method: 'POST', path: '/_api/contact', body: from(6), headers: ip });
    expect(blocked.status).toBe(429);
    expect(await messageCount()).toBe(before);
  });
});
