import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as updateProfile } from '@/app/%5Fapi/users/profile/route';
import { resetEnvForTests } from '@/env';
import { IMAGE_URL_NOT_ISSUED } from '@/lib/validation/images';
import { getDb } from '@/server/db';
import { users } from '@/server/db/schema';
import { uploadThingKeyPrefix } from '@/server/storage/uploadthing';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';

const appId = 'avatarapp1';
const ownFile = `https://${appId}.ufs.sh/f/${uploadThingKeyPrefix(appId)}00ff00ff00ff`;

beforeAll(() => {
  process.env.UPLOADTHING_TOKEN = Buffer.from(
    JSON.stringify({ apiKey: 'sk_live_avatars', appId, regions: ['sea1'] }),
  ).toString('base64');
  resetEnvForTests();
});

afterAll(() => {
  delete process.env.UPLOADTHING_TOKEN;
  resetEnvForTests();
});

const profile = { firstName: 'Ava', lastName: 'Tar', displayName: 'Ava T.', phone: null };

async function signedInUser() {
  const user = await createUser();
  const cookie = await sessionCookieFor(user);
  const save = (avatarUrl: string | null) =>
    call(updateProfile, { method: 'POST', path: '/x', body: { ...profile, avatarUrl }, headers: { cookie } });
  const stored = async () => {
    const db = await getDb();
    const [row] = await db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, user.id));
    return row?.avatarUrl ?? null;
  };
  return { user, save, stored };
}

describe('POST /_api/users/profile avatarUrl', () => {
  it("stores the shop's own uploads, public images and UploadThing files", async () => {
    const { save, stored } = await signedInUser();
    for (const url of ['/uploads/avatars/0123456789abcdef0123456789abcdef.jpg', '/images/hero.webp', ownFile]) {
      const result = await save(url);
      expect(result.status, url).toBe(200);
      expect(await stored()).toBe(url);
    }
  });

  it.each([
    'https://example.com/me.png',
    'https://169.254.169.254/latest/meta-data',
    'https://otherapp.ufs.sh/f/abc123',
    `https://${appId}.ufs.sh/f/notourprefix123`,
    `https://${appId}.ufs.sh/f/${uploadThingKeyPrefix(appId)}00ff?redirect=1`,
    '/uploads/avatars/me.png',
  ])('refuses %s with 400 and keeps the photo it had', async (url) => {
    const { save, stored } = await signedInUser();
    expect((await save('/images/hero.webp')).status).toBe(200);
    const result = await save(url);
    expect(result.status).toBe(400);
    expect(result.json.error).toBe(IMAGE_URL_NOT_ISSUED);
    expect(await stored()).toBe('/images/hero.webp');
  });
});
