import { beforeAll, describe, expect, it } from 'vitest';
import { GET as leaderboard } from '@/app/%5Fapi/campaign/leaderboard/route';
import { GET as fundraiserDetails } from '@/app/%5Fapi/fundraiser/details/route';
import sitemap from '@/app/sitemap';
import { getDb } from '@/server/db';
import { campaignParticipants, campaigns, guardianConsents, users } from '@/server/db/schema';
import { createUser } from '../support/auth';
import { call } from '../support/http';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { setFundraiserPage } from '../support/pages';

/*
 * Issue 27: a child's profile (users.is_child, no e-mail) has a public page only while the consent a guardian
 * recorded last says so, and shows a photo only with photo consent; it is named as in a `minors` campaign and kept
 * out of the sitemap even in a `standard` campaign. The newest consent wins (a withdrawal hides the page again).
 */

const run = Date.now().toString(36);
let campaign: typeof campaigns.$inferSelect;
let guardian: Awaited<ReturnType<typeof createUser>>;

async function child(first: string, last: string, slug: string) {
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({
      email: null,
      passwordHash: null,
      isChild: true,
      firstName: first,
      lastName: last,
      displayName: `${first} ${last}`,
      avatarUrl: `https://images.example.com/${slug}.jpg`,
    })
    .returning();
  await db.insert(campaignParticipants).values({ campaignId: campaign.id, userId: row!.id });
  await setFundraiserPage(row!.id, campaign.id, { isPublic: true, slug });
  return { ...row!, landingPageSlug: slug };
}

async function consent(childId: number, publicPage: boolean, photo: boolean, at: Date) {
  const db = await getDb();
  await db
    .insert(guardianConsents)
    .values({ childUserId: childId, publicPage, photo, givenByUserId: guardian.id, givenByName: 'Pat', givenAt: at });
}

const board = async () =>
  (await call(leaderboard, { path: `/x?campaignSlug=${campaign.slug}` })).json as {
    leaderboard: Array<{ displayName: string; avatarUrl: string | null; landingPageSlug: string }>;
  };
const details = (slug: string) => call(fundraiserDetails, { path: `/x?fundraiserSlug=${slug}` });

beforeAll(async () => {
  const beans = await createProduct({ name: `Consent Beans ${run}`, priceCents: 1500 });
  campaign = (await createCampaignWithFundraiser([beans.id], { slug: `consent-${run}` })).campaign;
  guardian = await createUser({ firstName: 'Pat', lastName: 'Rivera' });
});

describe('a child profile and its guardian consent', () => {
  it('cannot exist with a password, and an account cannot lack an e-mail', async () => {
    const db = await getDb();
    await expect(
      db.insert(users).values({ email: null, isChild: true, passwordHash: 'x', displayName: 'No' }),
    ).rejects.toThrow();
    await expect(db.insert(users).values({ email: null, displayName: 'No' })).rejects.toThrow();
  });

  it('keeps the page private without consent, even when the page is switched on', async () => {
    const mia = await child('Mia', 'Rivera', `mia-${run}`);
    expect((await details(mia.landingPageSlug!)).status).toBe(404);
    expect((await board()).leaderboard.map((e) => e.landingPageSlug)).not.toContain(mia.landingPageSlug);
  });

  it('shows the page after public-page consent, by public name, without a photo until photo consent', async () => {
    const leo = await child('Leo', 'Rivera', `leo-${run}`);
    await consent(leo.id, true, false, new Date(Date.now() - 60_000));
    const page = await details(leo.landingPageSlug!);
    expect(page.status).toBe(200);
    const body = JSON.stringify(page.json);
    expect(body).toContain('Leo R.');
    expect(body).not.toContain('Rivera');
    expect(body).not.toContain('images.example.com');
    const entry = (await board()).leaderboard.find((e) => e.landingPageSlug === leo.landingPageSlug);
    expect(entry).toMatchObject({ displayName: 'Leo R.', avatarUrl: null });

    await consent(leo.id, true, true, new Date());
    const withPhoto = (await board()).leaderboard.find((e) => e.landingPageSlug === leo.landingPageSlug);
    expect(withPhoto?.avatarUrl).toBe(`https://images.example.com/leo-${run}.jpg`);
    // Children's pages stay out of search engines' lists, consent or not.
    expect((await sitemap()).map((entry) => entry.url).join(' ')).not.toContain(leo.landingPageSlug!);
  });

  it('hides the page again when the newest consent withdraws it', async () => {
    const ivy = await child('Ivy', 'Rivera', `ivy-${run}`);
    await consent(ivy.id, true, true, new Date(Date.now() - 60_000));
    expect((await details(ivy.landingPageSlug!)).status).toBe(200);
    await consent(ivy.id, false, false, new Date());
    expect((await details(ivy.landingPageSlug!)).status).toBe(404);
  });
});
