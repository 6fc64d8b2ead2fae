import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as leaderboardRoute } from '@/app/%5Fapi/campaign/leaderboard/route';
import { GET as detailsRoute } from '@/app/%5Fapi/fundraiser/details/route';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { POST as saveSettings } from '@/app/%5Fapi/users/settings/route';
import { decimalToCents } from '@/lib/money';
import { getDb } from '@/server/db';
import { getFundraiserAddressFate } from '@/server/db/queries/fundraiser-addresses';
import { campaignParticipants, campaignProducts, campaigns, fundraiserPages, orders } from '@/server/db/schema';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-ip';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { createProduct } from '../support/shop';

/*
 * Issue 27, "a page per campaign": people in one or two campaigns, orders placed through POST /_api/products/order
 * from either of their pages (as the page's checkout sends them: the page's campaign and person). Every order is
 * credited to exactly one page, the one of its (campaign, person); every leaderboard total equals the sum of its
 * page's orders; joining a second campaign leaves the first page's address, campaign and total as they were; an
 * earlier address of a page redirects to the page of the same campaign.
 */

type Membership = 'A' | 'B' | 'AB' | 'BA';
type Spec = { people: Membership[]; orders: Array<{ person: number; second: boolean; quantity: number }> };

let priceCents: number;
let productId: number;
let run = 0;
let sent = 0;

const spec: fc.Arbitrary<Spec> = fc
  .array(fc.constantFrom<Membership>('A', 'B', 'AB', 'BA'), { minLength: 1, maxLength: 4 })
  .chain((people) =>
    fc.record({
      people: fc.constant(people),
      orders: fc.array(
        fc.record({
          person: fc.integer({ min: 0, max: people.length - 1 }),
          second: fc.boolean(),
          quantity: fc.integer({ min: 1, max: 3 }),
        }),
        { maxLength: 8 },
      ),
    }),
  );

const details = async (slug: string) => (await call(detailsRoute, { path: `/x?fundraiserSlug=${slug}` })).json;

async function newCampaign(label: string, startDaysAgo: number) {
  const db = await getDb();
  const [campaign] = await db
    .insert(campaigns)
    .values({
      name: `Pages ${label} ${run}`,
      slug: `pages-${label.toLowerCase()}-${run}-${Date.now().toString(36)}`,
      startDate: new Date(Date.now() - startDaysAgo * 86_400_000),
      isActive: true,
    })
    .returning();
  await db.insert(campaignProducts).values({ campaignId: campaign!.id, productId });
  return campaign!;
}

async function orderFrom(page: { campaignId: number; userId: number }, quantity: number) {
  sent += 1;
  const { status } = await call(placeOrder, {
    method: 'POST',
    path: '/_api/products/order',
    headers: { [PEER_ADDRESS_HEADER]: `10.27.${Math.floor(sent / 250)}.${sent % 250}` },
    body: {
      customerFirstName: 'Page',
      customerLastName: 'Buyer',
      customerEmail: `pages-buyer-${sent}@example.com`,
      campaignId: page.campaignId,
      subAccountId: page.userId,
      source: 'link',
      items: [{ productId, quantity }],
    },
  });
  expect(status).toBe(201);
}

beforeAll(async () => {
  const product = await createProduct({ name: 'Pages Beans', priceCents: 1450 });
  productId = product.id;
  priceCents = product.priceCents;
});

describe('a page per (person, campaign) over random people and orders', () => {
  it('credits every order to one page, sums each leaderboard entry from its page, and keeps pages in place', async () => {
    const db = await getDb();
    await fc.assert(
      fc.asyncProperty(spec, async ({ people, orders: planned }) => {
        run += 1;
        // A started earlier than B: without pages per campaign, joining B would have "moved" the page.
        const byLabel = { A: await newCampaign('A', 10), B: await newCampaign('B', 2) };
        const persons = [];
        for (const [index, membership] of people.entries()) {
          const slug = `pp-${run}-${index}-${Date.now().toString(36)}`;
          const user = await createUser({ displayName: `Page Person ${index}`, isPublic: true, landingPageSlug: slug });
          const first = byLabel[membership[0] as 'A' | 'B'];
          await db.insert(campaignParticipants).values({ campaignId: first.id, userId: user.id });
          persons.push({
            user,
            membership,
            slug,
            first,
            second: membership[1] ? byLabel[membership[1] as 'A' | 'B'] : null,
          });
        }
        // Orders through the first pages, read before anyone joins a second campaign.
        const pageOf = async (slug: string) => {
          const answer = await details(slug);
          return { campaignId: answer.campaign.id as number, userId: answer.fundraiser.userId as number };
        };
        for (const order of planned.filter((o) => !o.second))
          await orderFrom(await pageOf(persons[order.person]!.slug), order.quantity);
        const before = await Promise.all(persons.map((p) => details(p.slug)));

        // Joining the second campaign: the first page keeps its address, campaign and total.
        for (const person of persons)
          if (person.second)
            await db.insert(campaignParticipants).values({ campaignId: person.second.id, userId: person.user.id });
        for (const [index, person] of persons.entries()) {
          const after = await details(person.slug);
          expect(after.campaign.id).toBe(person.first.id);
          expect(after.campaign.id).toBe(before[index].campaign.id);
          expect(after.totalCollected).toBe(before[index].totalCollected);
        }

        // Every page by (person, campaign): exactly one each, the first one still at its address.
        const pages = await db
          .select()
          .from(fundraiserPages)
          .where(
            inArray(
              fundraiserPages.userId,
              persons.map((p) => p.user.id),
            ),
          );
        const pageSlug = new Map<string, string>();
        for (const page of pages) {
          const key = `${page.userId}:${page.campaignId}`;
          expect(pageSlug.has(key), key).toBe(false);
          pageSlug.set(key, page.slug!);
        }
        expect(pages).toHaveLength(persons.reduce((n, p) => n + (p.second ? 2 : 1), 0));
        for (const person of persons) expect(pageSlug.get(`${person.user.id}:${person.first.id}`)).toBe(person.slug);

        // Orders through the second pages (or the first, for people in one campaign).
        for (const order of planned.filter((o) => o.second)) {
          const person = persons[order.person]!;
          const campaign = person.second ?? person.first;
          await orderFrom(await pageOf(pageSlug.get(`${person.user.id}:${campaign.id}`)!), order.quantity);
        }

        // Each page's expected total: the orders placed from it.
        const expected = new Map<string, number>();
        for (const order of planned) {
          const person = persons[order.person]!;
          const campaign = order.second ? (person.second ?? person.first) : person.first;
          const key = `${person.user.id}:${campaign.id}`;
          expected.set(key, (expected.get(key) ?? 0) + order.quantity * priceCents);
        }
        const credited = await db
          .select({ userId: orders.subAccountId, campaignId: orders.campaignId, totalCents: orders.totalCents })
          .from(orders)
          .where(inArray(orders.campaignId, [byLabel.A.id, byLabel.B.id]));
        expect(credited).toHaveLength(planned.length);
        const actual = new Map<string, number>();
        for (const row of credited) {
          const key = `${row.userId}:${row.campaignId}`;
          // Exactly one page for the order's (person, campaign).
          expect(pageSlug.has(key), key).toBe(true);
          actual.set(key, (actual.get(key) ?? 0) + row.totalCents);
        }
        expect(actual).toEqual(expected);

        for (const campaign of [byLabel.A, byLabel.B]) {
          const board = (await call(leaderboardRoute, { path: `/x?campaignSlug=${campaign.slug}` })).json;
          let sum = 0;
          for (const entry of board.leaderboard as Array<{
            userId: number;
            totalRaised: string;
            landingPageSlug: string;
          }>) {
            const key = `${entry.userId}:${campaign.id}`;
            expect(entry.landingPageSlug).toBe(pageSlug.get(key));
            expect(decimalToCents(entry.totalRaised)).toBe(expected.get(key) ?? 0);
            const page = await details(entry.landingPageSlug);
            expect(page.campaign.id).toBe(campaign.id);
            expect(decimalToCents(page.totalCollected)).toBe(expected.get(key) ?? 0);
            sum += decimalToCents(entry.totalRaised)!;
          }
          expect(board.leaderboard).toHaveLength(
            persons.filter((p) => p.first.id === campaign.id || p.second?.id === campaign.id).length,
          );
          expect(decimalToCents(board.totalRaised)).toBe(sum);
        }

        // A new address for each first page: the old one leads to the page of the same campaign.
        for (const person of persons.filter((p) => p.second)) {
          const renamed = `${person.slug}-new`;
          const saved = await call(saveSettings, {
            method: 'POST',
            path: '/_api/users/settings',
            headers: { cookie: await sessionCookieFor(person.user) },
            body: { isPublic: true, landingPageSlug: renamed, campaignId: person.first.id },
          });
          expect(saved.status).toBe(200);
          expect(await getFundraiserAddressFate({ slug: person.slug })).toEqual({ kind: 'moved', to: renamed });
          expect((await details(renamed)).campaign.id).toBe(person.first.id);
          const [second] = await db
            .select({ slug: fundraiserPages.slug })
            .from(fundraiserPages)
            .where(and(eq(fundraiserPages.userId, person.user.id), eq(fundraiserPages.campaignId, person.second!.id)));
          expect(second!.slug).toBe(pageSlug.get(`${person.user.id}:${person.second!.id}`));
        }
      }),
      { numRuns: 25 },
    );
  });
});
