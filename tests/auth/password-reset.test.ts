import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as forgotPassword } from '@/app/%5Fapi/auth/forgot-password/route';
import { POST as login } from '@/app/%5Fapi/auth/login_with_password/route';
import { POST as resetPassword } from '@/app/%5Fapi/auth/reset-password/route';
import { GET as session } from '@/app/%5Fapi/auth/session/route';
import { getDb } from '@/server/db';
import { passwordResetTokens } from '@/server/db/schema';
import { RESET_REQUESTED } from '@/server/services/accounts';
import { cookieFromResponse, createUser, sessionCookieFor, TEST_PASSWORD } from '../support/auth';
import { call, fromAddress } from '../support/http';
import { setupTestSmtpServer } from '../support/smtp';

const mailServer = setupTestSmtpServer();

const post = (handler: Parameters<typeof call>[0], body: unknown, ip = '10.9.0.1') =>
  call(handler, { method: 'POST', path: '/x', body, headers: fromAddress(ip) });

async function requestResetToken(email: string) {
  const before = mailServer().messages.length;
  const { status, json } = await post(forgotPassword, { email });
  expect(status).toBe(200);
  expect(json).toEqual({ message: RESET_REQUESTED });
  const mail = await mailServer().waitForMessage(
    (m) => mailServer().messages.indexOf(m) >= before && m.to.includes(email.toLowerCase()),
  );
  const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  expect(link, 'reset link in the text part').not.toBeNull();
  expect(mail.html).toContain(link![0]);
  return link![1]!;
}

describe('password reset through real SMTP', () => {
  it('mails a single-use link; the reset signs in, ends old sessions and changes the password', async () => {
    const user = await createUser({ email: 'forgetful@example.com', displayName: 'Forgetful Fred' });
    const oldCookie = await sessionCookieFor(user);
    const token = await requestResetToken('Forgetful@Example.com');

    const db = await getDb();
    const [stored] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.tokenHash).not.toBe(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const reset = await post(resetPassword, { token, password: 'Brand-new-pass-1' });
    expect(reset.status).toBe(200);
    expect(reset.json.user.email).toBe('forgetful@example.com');
    const newCookie = cookieFromResponse(reset);
    expect((await call(session, { path: '/x', headers: { cookie: newCookie } })).json.user.id).toBe(user.id);
    expect((await call(session, { path: '/x', headers: { cookie: oldCookie } })).json.user).toBeNull();

    expect((await post(login, { email: 'forgetful@example.com', password: TEST_PASSWORD }, '10.9.1.1')).status).toBe(
      401,
    );
    expect(
      (await post(login, { email: 'forgetful@example.com', password: 'Brand-new-pass-1' }, '10.9.1.1')).status,
    ).toBe(200);

    const again = await post(resetPassword, { token, password: 'Another-pass-2' });
    expect(again.status).toBe(400);
    expect(again.json.error).toBe('This reset link is invalid or has expired. Please request a new one.');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = mailServer().messages.length;
    const { status, json } = await post(forgotPassword, { email: 'ghost@example.com' }, '10.9.2.1');
    expect(status).toBe(200);
    expect(json).toEqual({ message: RESET_REQUESTED });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailServer().messages.length).toBe(before);
  });

  it('answers before the mail server has accepted the e-mail, so a slow mail server reveals nothing', async () => {
    await createUser({ email: 'patient@example.com' });
    const release = mailServer().hold();
    try {
      const answered = post(forgotPassword, { email: 'patient@example.com' }, '10.9.3.1');
      const outcome = await Promise.race([
        answered.then((r) => r.status),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5000)),
      ]);
      expect(outcome).toBe(200);
      expect(mailServer().messages.some((m) => m.to.includes('patient@example.com'))).toBe(false);
    } finally {
      release();
    }
    await mailServer().waitForMessage((m) => m.to.includes('patient@example.com'));
  });

  it('refuses an expired token', async () => {
    const user = await createUser({ email: 'late@example.com' });
    const token = await requestResetToken('late@example.com');
    const db = await getDb();
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const result = await post(resetPassword, { token, password: 'Brand-new-pass-1' });
    expect(result.status).toBe(400);
    expect(result.json.error).toBe('This reset link is invalid or has expired. Please request a new one.');
  });

  it('validates the reset request', async () => {
    expect((await post(resetPassword, { token: '', password: 'Brand-new-pass-1' })).json.error).toBe(
      'Reset token is required.',
    );
    expect((await post(resetPassword, { password: 'Brand-new-pass-1' })).json.error).toBe('Reset token is required.');
    expect((await post(resetPassword, { token: 'abc', password: 'short' })).json.error).toBe(
      'Password must be at least 8 characters',
    );
    expect((await post(forgotPassword, { email: 'not-an-email' })).json.error).toBe('A valid email is required.');
  });

  it('throttles reset requests after 5 per e-mail per hour', async () => {
    await createUser({ email: 'spammed@example.com' });
    for (let i = 0; i < 5; i++)
      expect((await post(forgotPassword, { email: 'spammed@example.com' }, `10.9.3.${i}`)).status).toBe(200);
    const blocked = await post(forgotPassword, { email: 'spammed@example.com' }, '10.9.3.50');
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes\.$/);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });
});
