import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as session } from '@/app/%5Fapi/auth/session/route';
import { POST as unsubscribe } from '@/app/unsubscribe/route';
import { parseEnv } from '@/env';
import { signLink, verifyLink } from '@/server/auth/signed-links';
import { unsubscribeUrl } from '@/server/auth/unsubscribe-links';
import { getDb } from '@/server/db';
import { fundraisingEmailOptOuts } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { setEnv } from '../mail/env';
import { unique } from '../nudges/support';

/*
 * Rotating AUTH_SECRET: links already e-mailed and sessions already issued keep working while the replaced secret is
 * listed in AUTH_SECRET_PREVIOUS, and stop working once it is removed. New links and sessions use the new secret.
 */
const OLD = 'old-secret-that-is-long-enough-0123456789-abcdef';
const NEW = 'new-secret-that-is-long-enough-0123456789-ghijkl';
const OLDER = 'older-secret-that-is-long-enough-0123456789-mnop';
const restore = setEnv({ AUTH_SECRET: OLD, AUTH_SECRET_PREVIOUS: undefined });
afterAll(() => restore());

const PURPOSE = 'steam-and-grind:unsubscribe-fundraising-emails:v1';
const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

/** The link as e-mails carried it before key ids: a bare HMAC under a key derived from the secret. */
function linkSentBeforeKeyIds(email: string, secret: string) {
  const key = createHmac('sha256', secret).update(`key-for:${PURPOSE}`).digest();
  const sig = createHmac('sha256', key).update(`${PURPOSE}\n${email}`).digest('base64url');
  return `/unsubscribe?${new URLSearchParams({ email, sig })}`;
}

async function optedOut(email: string) {
  const db = await getDb();
  const rows = await db.select().from(fundraisingEmailOptOuts).where(eq(fundraisingEmailOptOuts.email, email));
  return rows.length > 0;
}

/** Runs `check` with AUTH_SECRET rotated to NEW (and `previous` listed), then rotates back whatever happens. */
async function afterRotation<T>(previous: string | undefined, check: () => T | Promise<T>): Promise<T> {
  const undo = setEnv({ AUTH_SECRET: NEW, AUTH_SECRET_PREVIOUS: previous });
  try {
    return await check();
  } finally {
    undo();
  }
}
const click = (path: string) => call(unsubscribe, { method: 'POST', path });

describe('rotating AUTH_SECRET', () => {
  it('an unsubscribe link signed under the old secret works after rotation only while the old secret is listed', async () => {
    const email = unique('rotation');
    const link = pathOf(unsubscribeUrl(email)); // signed under OLD

    await afterRotation(undefined, async () => {
      expect((await click(link)).status).toBe(400);
      expect(await optedOut(email)).toBe(false);
    });
    await afterRotation(`${OLDER}, ${OLD}`, async () => {
      expect((await click(link)).status).toBe(200);
      expect(await optedOut(email)).toBe(true);
    });
  });

  it('links sent before key ids existed still verify, under the current secret and under a listed previous one', async () => {
    const today = unique('legacy-today');
    expect((await click(linkSentBeforeKeyIds(today, OLD))).status).toBe(200);

    const lastWeek = unique('legacy-old');
    await afterRotation(undefined, async () => {
      expect((await click(linkSentBeforeKeyIds(lastWeek, OLD))).status).toBe(400);
    });
    await afterRotation(OLD, async () => {
      expect((await click(linkSentBeforeKeyIds(lastWeek, OLD))).status).toBe(200);
      expect(await optedOut(lastWeek)).toBe(true);
    });
  });

  it('signs new links with the new secret only, and a signature is valid for its own purpose and payload only', async () => {
    const underOld = signLink('test:purpose:v1', 'payload');
    const underNew = await afterRotation(OLD, () => {
      const signed = signLink('test:purpose:v1', 'payload');
      expect(signed.split('.')[0]).not.toBe(underOld.split('.')[0]); // another key id
      expect(verifyLink('test:purpose:v1', 'payload', signed)).toBe(true);
      expect(verifyLink('test:purpose:v1', 'payload', underOld)).toBe(true);
      expect(verifyLink('test:purpose:v1', 'other', signed)).toBe(false);
      expect(verifyLink('test:other-purpose:v1', 'payload', signed)).toBe(false);
      // The key id is only a name: OLD's signature under NEW's key id does not pass.
      const [newId] = signed.split('.');
      expect(verifyLink('test:purpose:v1', 'payload', `${newId}.${underOld.split('.')[1]}`)).toBe(false);
      return signed;
    });
    // Back on OLD with nothing listed: the link signed under NEW is refused.
    expect(verifyLink('test:purpose:v1', 'payload', underNew)).toBe(false);
  });

  it('a session issued under the old secret stays signed in while the old secret is listed', async () => {
    const user = await createUser();
    const cookie = await sessionCookieFor(user); // under OLD
    const who = async () => (await call(session, { headers: { cookie } })).json.user?.email ?? null;
    expect(await who()).toBe(user.email);

    expect(await afterRotation(undefined, who)).toBeNull();
    expect(await afterRotation(OLD, who)).toBe(user.email);
  });

  it('AUTH_SECRET_PREVIOUS is a comma-separated list of secrets of 32+ characters', () => {
    expect(parseEnv({ AUTH_SECRET_PREVIOUS: ` ${OLD} ,${OLDER},` }).AUTH_SECRET_PREVIOUS).toEqual([OLD, OLDER]);
    expect(parseEnv({}).AUTH_SECRET_PREVIOUS).toEqual([]);
    expect(() => parseEnv({ AUTH_SECRET_PREVIOUS: `${OLD},short` })).toThrow(
      /^Invalid configuration: AUTH_SECRET_PREVIOUS must list secrets of at least 32 characters each/,
    );
  });
});
