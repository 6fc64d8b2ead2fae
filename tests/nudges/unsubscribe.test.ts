import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/unsubscribe/route';
import { unsubscribeSignature, unsubscribeUrl } from '@/server/auth/unsubscribe-links';
import { getDb } from '@/server/db';
import { fundraisingEmailOptOuts } from '@/server/db/schema';
import { call } from '../support/http';
import { unique } from './support';

async function optedOut(email: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(fundraisingEmailOptOuts)
    .where(eq(fundraisingEmailOptOuts.email, email.toLowerCase()));
  return rows.length > 0;
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const withSig = (email: string, sig: string) => `/unsubscribe?${new URLSearchParams({ email, sig }).toString()}`;

describe('/unsubscribe (signed, without signing in)', () => {
  it('GET shows a confirm button and changes nothing; POST records the opt-out, twice is harmless', async () => {
    const email = unique('Reader').replace('reader', 'Reader');
    const link = unsubscribeUrl(email);
    expect(link).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?email=reader-/);

    const page = await call(GET, { path: pathOf(link) });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.json).toContain('<form method="post"><button type="submit">Unsubscribe</button></form>');
    expect(page.json).toContain(email.toLowerCase());
    expect(await optedOut(email)).toBe(false);

    const done = await call(POST, { method: 'POST', path: pathOf(link) });
    expect(done.status).toBe(200);
    expect(done.json).toContain('You are unsubscribed');
    expect(await optedOut(email)).toBe(true);
    expect((await call(POST, { method: 'POST', path: pathOf(link) })).status).toBe(200);
  });

  it('takes a mail client’s RFC 8058 one-click POST', async () => {
    const email = unique('oneclick');
    const result = await call(POST, {
      method: 'POST',
      path: pathOf(unsubscribeUrl(email)),
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(result.status).toBe(200);
    expect(await optedOut(email)).toBe(true);
  });

  it('answers 400 and changes nothing for tampered, foreign, missing or other-purpose signatures', async () => {
    const victim = unique('victim');
    const attacker = unique('attacker');
    const good = unsubscribeSignature(victim);
    const flipped = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`;
    // A plain HMAC of the address under AUTH_SECRET: a signature made for some other purpose.
    const otherPurpose = createHmac('sha256', process.env.AUTH_SECRET!).update(victim).digest('base64url');
    const paths = [
      withSig(victim, flipped),
      withSig(victim, unsubscribeSignature(attacker)),
      withSig(attacker, good),
      withSig(victim, otherPurpose),
      withSig(victim, ''),
      `/unsubscribe?email=${encodeURIComponent(victim)}`,
      '/unsubscribe',
      withSig(victim, good.slice(0, 20)),
    ];
    for (const path of paths) {
      for (const handler of [GET, POST]) {
        const result = await call(handler, { method: handler === GET ? 'GET' : 'POST', path });
        expect(result.status, path).toBe(400);
        expect(result.json).toContain('This unsubscribe link is not valid');
      }
    }
    expect(await optedOut(victim)).toBe(false);
    expect(await optedOut(attacker)).toBe(false);
  });

  it('accepts the address in any case, as it was signed lower-cased', async () => {
    const email = unique('casey');
    const result = await call(POST, {
      method: 'POST',
      path: withSig(email.toUpperCase(), unsubscribeSignature(email)),
    });
    expect(result.status).toBe(200);
    expect(await optedOut(email)).toBe(true);
  });
});
