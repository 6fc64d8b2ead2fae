import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';

/*
 * Issue 27, the contract of privacy mode: in a `minors` campaign no public answer or page (HTML, RSC payload,
 * leaderboard, details, card, flyer, QR page, sitemap) contains a participant's last name, e-mail or a photo without
 * a guardian's consent. A campaign of its own with three participants (one with a photo) and a participant's child
 * (a photo set, consent to the page only) is created standard, its pages visited so the page cache holds the full names, then switched to
 * `minors` with per-seller amounts hidden through the admin API; every public URL of the campaign and its
 * participants is then fetched as a guest, as HTML and as an RSC payload, and searched. An order credited to one of
 * them shows the buyer the public name on the order page and in the confirmation e-mail.
 */

const PASSWORD = 'Privacy-crawl-pass-1';
const DAY = 86_400_000;
/** A photo the shop issued (a public image): accepted by the profile API, drawn on a standard page. */
const AVATAR = '/images/founders/maya.webp';
/** Found in the URL as it is and as next/image's encoded `?url=`. */
const AVATAR_MARK = 'maya.webp';
/** The photo a guardian set on the child's page without consenting to it: never shown, in either mode. */
const CHILD_AVATAR = '/images/founders/daniel.webp';
const CHILD_AVATAR_MARK = 'daniel.webp';
const GOAL_DOLLARS = 437;
/** The settings API takes the goal in cents. */
const GOAL_CENTS = GOAL_DOLLARS * 100;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function ok(response: Promise<APIResponse>, status?: number): Promise<any> {
  const answer = await response;
  const text = await answer.text();
  if (status === undefined) expect(answer.ok(), `${answer.url()} → ${answer.status()} ${text}`).toBe(true);
  else expect(answer.status(), `${answer.url()} → ${text}`).toBe(status);
  return JSON.parse(text);
}

/** Letters only: names are validated as names, and a random tail keeps them unique in the shared database. */
const letters = (n: number) => Array.from(randomBytes(n), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

type Participant = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  /** What a minors page must call them. */
  publicName: string;
  slug: string;
};

test.describe.configure({ mode: 'serial' });

test.describe('privacy mode: a children’s campaign leaks no last name, e-mail or photo', () => {
  // HTTP requests only: the viewport plays no part, so the desktop project runs it once.
  test.skip(({ isMobile }) => isMobile, 'HTTP-level test, run once');

  const run = letters(8);
  const campaignSlug = `privacy-crawl-${run}`;
  const campaignName = `Privacy Crawl Drive ${run}`;
  let admin: APIRequestContext;
  let guest: APIRequestContext;
  let campaignId = 0;
  const people: Participant[] = [];
  /** Ava's own session: her Settings page holds the share messages she sends to others. */
  let avaSession: APIRequestContext;
  /** Ava's child (issue 27 families): a profile without e-mail, public page consented, photo not. */
  const child = {
    firstName: 'Dara',
    lastName: `Ostrander${letters(8)}`,
    publicName: 'Dara O.',
    slug: `privacy-child-${run}`,
  };

  test.beforeAll(async ({}, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    admin = await playwrightRequest.newContext({ baseURL });
    guest = await playwrightRequest.newContext({ baseURL });
    await ok(admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));

    const specs = [
      // Full name as display name: "Ava T." in minors; with a photo.
      { first: 'Ava', last: `Thornbury${run}`, display: (last: string) => `Ava ${last}`, photo: true, shown: 'Ava T.' },
      // A nickname that names no part of the last name: kept.
      { first: 'Benji', last: `Quillfeather${run}`, display: () => `Speedy ${run}`, photo: false, shown: '' },
      // A display name with the last name in it: first name and last initial.
      {
        first: 'Cora',
        last: `Wexley${run}`,
        display: (last: string) => `Cora ${last}`,
        photo: false,
        shown: 'Cora W.',
      },
    ];
    for (const [index, spec] of specs.entries()) {
      const context = await playwrightRequest.newContext({ baseURL });
      const email = `privacy-${index}-${run}@example.com`;
      const displayName = spec.display(spec.last);
      const { user } = await ok(
        context.post('/_api/auth/register_with_password', {
          data: { email, password: PASSWORD, displayName, firstName: spec.first, lastName: spec.last, phone: null },
        }),
      );
      const slug = `privacy-${index}-${run}`;
      // Ava has a goal of her own: her flyer shows its amount, or only the share of it when amounts are hidden.
      const goalAmount = index === 0 ? GOAL_CENTS : null;
      await ok(context.post('/_api/users/settings', { data: { isPublic: true, landingPageSlug: slug, goalAmount } }));
      if (spec.photo) {
        await ok(
          context.post('/_api/users/profile', {
            data: { firstName: spec.first, lastName: spec.last, displayName, phone: null, avatarUrl: AVATAR },
          }),
        );
      }
      if (index === 0) avaSession = context;
      else await context.dispose();
      people.push({
        id: (user as { id: number }).id,
        email,
        firstName: spec.first,
        lastName: spec.last,
        displayName,
        publicName: spec.shown || displayName,
        slug,
      });
    }

    const { products } = (await ok(admin.get('/_api/admin/products?status=active'))) as {
      products: Array<{ id: number }>;
    };
    const { campaign } = await ok(
      admin.post('/_api/admin/createcampaign', {
        data: {
          name: campaignName,
          slug: campaignSlug,
          startDate: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10),
          endDate: '2030-12-31',
          isActive: true,
          goalAmount: 1000,
          privacyMode: 'standard',
        },
      }),
    );
    campaignId = campaign.id;
    await ok(
      admin.post('/_api/admin/campaign/products', {
        data: { campaignId, productIds: [products[0]!.id], isActive: true },
      }),
    );
    for (const person of people) {
      await ok(admin.post('/_api/admin/campaign/participants', { data: { campaignId, userId: person.id } }));
    }
    // Ava, a participant, adds her child to the campaign, sets a photo on the child's page and consents to the page
    // only.
    const { child: created } = await ok(
      avaSession.post('/_api/family/children', {
        data: { firstName: child.firstName, lastName: child.lastName, campaignId },
      }),
      201,
    );
    await ok(
      avaSession.post('/_api/family/children/settings', {
        data: { childId: created.id, isPublic: true, landingPageSlug: child.slug, avatarUrl: CHILD_AVATAR },
      }),
    );
    await ok(
      avaSession.post('/_api/family/consent', { data: { childId: created.id, publicPage: true, photo: false } }),
    );
  });

  test.afterAll(async () => {
    // The campaign is this spec's own; switching it off keeps it out of the other specs' lists and the sitemap.
    await admin
      ?.post('/_api/admin/campaign/update', {
        data: { id: campaignId, name: campaignName, slug: campaignSlug, isActive: false },
      })
      .catch(() => {});
    await admin?.dispose();
    await guest?.dispose();
    await avaSession?.dispose();
  });

  /** Every public URL of the campaign and its participants that answers text (card.png is checked by its status). */
  const publicUrls = () => [
    '/',
    `/campaigns/${campaignSlug}`,
    `/campaigns/${campaignSlug}?rankBy=supporters`,
    `/_api/campaign/products?campaignSlug=${campaignSlug}`,
    `/campaigns/${campaignSlug}/flyer`,
    `/campaigns/${campaignSlug}/order-form`,
    `/campaigns/${campaignSlug}/qr.svg`,
    `/_api/campaign/leaderboard?campaignSlug=${campaignSlug}`,
    `/_api/campaign/leaderboard?campaignSlug=${campaignSlug}&rankBy=supporters`,
    ...[...people, child].flatMap((person) => [
      `/fundraisers/${person.slug}`,
      `/fundraisers/${person.slug}/flyer`,
      `/fundraisers/${person.slug}/order-form`,
      `/fundraisers/${person.slug}/qr.svg`,
      `/_api/fundraiser/details?fundraiserSlug=${person.slug}`,
    ]),
    '/sitemap.xml',
  ];
  const pageUrls = () => publicUrls().filter((url) => !url.startsWith('/_api/') && !/\.(svg|xml)$/.test(url));

  /** The text of a URL, as HTML/JSON/SVG and, for pages, also as the RSC payload of a client navigation. */
  async function crawl(context: APIRequestContext) {
    const bodies: Array<{ url: string; body: string }> = [];
    for (const url of publicUrls()) {
      const response = await context.get(url);
      expect(response.status(), url).toBe(200);
      bodies.push({ url, body: await response.text() });
    }
    for (const url of pageUrls()) {
      const response = await context.get(url, { headers: { RSC: '1' } });
      expect(response.status(), `${url} (RSC)`).toBe(200);
      const body = await response.text();
      expect(response.headers()['content-type'], `${url} (RSC)`).toContain('text/x-component');
      bodies.push({ url: `${url} (RSC)`, body });
    }
    for (const kind of ['campaigns', 'fundraisers'] as const) {
      const slugs = kind === 'campaigns' ? [campaignSlug] : [...people, child].map((person) => person.slug);
      for (const slug of slugs) {
        const card = await context.get(`/${kind}/${slug}/card.png`);
        expect(card.status(), `${kind}/${slug}/card.png`).toBe(200);
        expect(card.headers()['content-type']).toBe('image/png');
      }
    }
    return bodies;
  }

  test('a standard campaign shows the names people chose and the photo (the search is known to find them)', async () => {
    const bodies = await crawl(guest);
    const all = bodies.map(({ body }) => body).join('\n');
    for (const person of people) expect(all).toContain(person.displayName);
    expect(all).toContain(people[0]!.lastName);
    expect(all).toContain(AVATAR_MARK);
    // A child is shown under children's rules in any campaign: public name, no last name, no photo without consent.
    expect(all).toContain(child.publicName);
    for (const { url, body } of bodies) {
      expect(body, `${url} names the child's last name`).not.toContain(child.lastName);
      expect(body, `${url} shows the child's photo`).not.toContain(CHILD_AVATAR_MARK);
    }
    const flyer = bodies.find(({ url }) => url === `/fundraisers/${people[0]!.slug}/flyer`)!.body;
    expect(flyer).toContain(`$${GOAL_DOLLARS}`);
    expect(flyer).toContain('raised so far');
    // Her Share Kit's messages sign with her display name and tell her goal.
    const settings = await (await avaSession.get('/settings')).text();
    expect(settings).toContain(`Help ${people[0]!.displayName} reach their fundraising goal`);
    expect(settings).toContain(`aiming for $${GOAL_DOLLARS}`);
  });

  test('switched to minors, no public page or answer names a last name, an e-mail or the photo', async () => {
    await ok(
      admin.post('/_api/admin/campaign/update', {
        data: {
          id: campaignId,
          name: campaignName,
          slug: campaignSlug,
          privacyMode: 'minors',
          showSellerAmounts: false,
        },
      }),
    );
    const bodies = await crawl(guest);
    expect(bodies.length).toBeGreaterThan(20);
    for (const { url, body } of bodies) {
      for (const person of people) {
        expect(body, `${url} names ${person.lastName}`).not.toContain(person.lastName);
        expect(body.toLowerCase(), `${url} shows ${person.email}`).not.toContain(person.email.toLowerCase());
      }
      expect(body, `${url} names the child's last name`).not.toContain(child.lastName);
      expect(body, `${url} shows the photo`).not.toContain(AVATAR_MARK);
      expect(body, `${url} shows the child's photo`).not.toContain(CHILD_AVATAR_MARK);
    }
    // The public names are there instead (the pages did re-render).
    const all = bodies.map(({ body }) => body).join('\n');
    for (const person of [...people, child]) expect(all).toContain(person.publicName);

    // Per-seller amounts are hidden: Ava's flyer shows the share of her goal, not the goal or what she raised.
    const flyer = bodies.find(({ url }) => url === `/fundraisers/${people[0]!.slug}/flyer`)!.body;
    expect(flyer).not.toContain(`$${GOAL_DOLLARS}`);
    expect(flyer).not.toContain('raised so far');
    expect(flyer).toContain('of the goal reached so far');
    // The messages she sends to others use her public name and leave the hidden goal out.
    const settings = await (await avaSession.get('/settings')).text();
    expect(settings).toContain(`Help ${people[0]!.publicName} reach their fundraising goal`);
    expect(settings).not.toContain(`Help ${people[0]!.displayName}`);
    expect(settings).not.toContain(`aiming for $${GOAL_DOLLARS}`);
    // Per-seller amounts are hidden: the leaderboard and details carry the share of the goal instead.
    const board = JSON.parse(bodies.find(({ url }) => url.startsWith('/_api/campaign/leaderboard'))!.body);
    for (const entry of board.leaderboard) {
      expect(entry).not.toHaveProperty('totalRaised');
      expect(entry).not.toHaveProperty('goalAmount');
    }
  });

  test('a minors participant’s pages are noindex and out of the sitemap', async () => {
    const sitemap = await (await guest.get('/sitemap.xml')).text();
    for (const person of [...people, child]) {
      const html = await (await guest.get(`/fundraisers/${person.slug}`)).text();
      expect(html, person.slug).toMatch(/<meta name="robots" content="[^"]*noindex/);
      expect(sitemap).not.toContain(`/fundraisers/${person.slug}`);
    }
  });

  test('the buyer’s order page and confirmation name the credited child by the public name', async () => {
    const { products } = (await ok(admin.get('/_api/admin/products?status=active'))) as {
      products: Array<{ id: number }>;
    };
    const buyer = `privacy-buyer-${run}@example.com`;
    const ava = people[0]!;
    const placed = await ok(
      guest.post('/_api/products/order', {
        data: {
          customerFirstName: 'Pat',
          customerLastName: 'Buyer',
          customerEmail: buyer,
          campaignId,
          subAccountId: ava.id,
          items: [{ productId: products[0]!.id, quantity: 1 }],
        },
      }),
      201,
    );
    const orderUrl = new URL(placed.orderUrl as string);
    const orderPath = `${orderUrl.pathname}${orderUrl.search}`;
    for (const headers of [{}, { RSC: '1' }] as Array<Record<string, string>>) {
      const body = await (await guest.get(orderPath, { headers })).text();
      expect(body).toContain(ava.publicName);
      expect(body).not.toContain(ava.lastName);
    }
    const mail = await waitForMail(buyer);
    expect(mail.text).toContain(ava.publicName);
    expect(mail.text).not.toContain(ava.lastName);
  });
});
