import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactNotificationEmail, escapeHtml, passwordResetEmail, sendMail } from '@/server/mail';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';
import { setEnv } from './env';

const MAIL_FROM = 'Steam & Grind <orders@test.local>';

function resetLink(token: string) {
  // Long, with characters quoted-printable has to encode (=) and break across lines.
  return `http://localhost:3000/reset-password?token=${token}&email=maya.brooks%40example.com&next=%2Faccount%2Fsettings%3Ftab%3Dsecurity`;
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

describe('sendMail with SMTP_URL', () => {
  let server: TestSmtpServer;
  let restoreEnv: () => void;

  beforeAll(async () => {
    server = await startSmtpServer();
    restoreEnv = setEnv({ SMTP_URL: server.url, MAIL_FROM });
  });

  afterAll(async () => {
    restoreEnv();
    await server.close();
  });

  it('delivers a password-reset mail with text and HTML parts and the reset link intact', async () => {
    const resetUrl = resetLink(randomBytes(32).toString('hex'));
    const result = await sendMail({
      to: 'maya@example.com',
      ...passwordResetEmail({ displayName: 'Maya Brooks', resetUrl, expiresInMinutes: 60 }),
    });

    expect(result.delivery).toBe('smtp');
    expect(result.file).toBeUndefined();
    const received = await server.waitForMessage((message) => message.to.includes('maya@example.com'));
    expect(received.subject).toBe('Reset your Steam & Grind password');
    expect(received.from).toBe(MAIL_FROM);
    expect(received.envelope).toEqual({ from: 'orders@test.local', to: ['maya@example.com'] });
    expect(received.raw).toContain(`Message-ID: ${result.messageId}`);
    expect(received.raw).toMatch(/Content-Type: multipart\/alternative/i);
    // The link really went through quoted-printable on the wire and must come back exactly.
    expect(received.raw).toMatch(/Content-Transfer-Encoding: quoted-printable/i);
    expect(received.raw).not.toContain(resetUrl);
    expect(received.text).toContain('Hi Maya Brooks,');
    expect(received.text?.match(/https?:\/\/\S+/g)).toEqual([resetUrl]);
    expect(received.html).toContain(`href="${escapeHtml(resetUrl)}"`);
    expect(received.html).toContain('Choose a new password');
  });

  it('never logs the message body or its token', async () => {
    const token = randomBytes(32).toString('hex');
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    );
    try {
      await sendMail({
        to: 'quiet@example.com',
        ...passwordResetEmail({ displayName: 'Quiet', resetUrl: resetLink(token), expiresInMinutes: 30 }),
      });
      await server.waitForMessage((message) => message.to.includes('quiet@example.com'));
      const logged = spies.flatMap((spy) => spy.mock.calls).map((args) => args.map(String).join(' '));
      expect(logged.filter((line) => line.includes(token))).toEqual([]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('sets Reply-To so the shop can answer a contact-form sender directly', async () => {
    const mail = contactNotificationEmail({
      name: 'Jo Baker',
      email: 'jo@example.com',
      subject: 'Wholesale',
      message: 'Do you supply cafés?\nWe are in Louisville.',
    });
    await sendMail({ to: 'shop@test.local', replyTo: 'jo@example.com', ...mail });

    const received = await server.waitForMessage((message) => message.to.includes('shop@test.local'));
    expect(received.subject).toBe('Contact form: Wholesale');
    expect(received.replyTo).toEqual(['jo@example.com']);
    expect(received.text).toContain('Do you supply cafés?\nWe are in Louisville.');
  });

  it('switches to a new server when SMTP_URL changes', async () => {
    const other = await startSmtpServer();
    const restore = setEnv({ SMTP_URL: other.url });
    try {
      const before = server.messages.length;
      await sendMail({
        to: 'moved@example.com',
        subject: 'Moved',
        text: 'Sent through the second server.',
        html: '<p>Sent through the second server.</p>',
      });
      const received = await other.waitForMessage((message) => message.to.includes('moved@example.com'));
      expect(received.text?.trim()).toBe('Sent through the second server.');
      expect(server.messages).toHaveLength(before);
    } finally {
      restore();
      await other.close();
    }
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    const restore = setEnv({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      await expect(
        sendMail({ to: 'nobody@example.com', subject: 'Lost', text: 'x', html: '<p>x</p>' }),
      ).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      restore();
    }
  });
});
