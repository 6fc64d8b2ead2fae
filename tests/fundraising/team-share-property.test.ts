import { asAccount } from '@/server/db/types';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as balancesRoute } from '@/app/%5Fapi/admin/campaign/balances/route';
import { GET as leaderboardRoute } from '@/app/%5Fapi/campaign/leaderboard/route';
import { GET as fundraiserRoute } from '@/app/%5Fapi/fundraiser/details/route';
import { decimalToCents } from '@/lib/money';
import { getDb } from '@/server/db';
import { campaignParticipants, campaigns, orders, orderStatuses, products, users, type User } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { setFundraiserPage } from '../support/pages';

let adminCookie: string;
let campaignId: number;
let campaignSlug: string;
let team: Array<User & { landingPageSlug: string | null }>;
let coffees: Array<{ id: number; name: string }>;

/** One campaign selling three coffees, with a team of three public fundraisers. */
beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
  coffees = [await createProduct(), await createProduct(), await createProduct()];
  const setup = await createCampaignWithFundraiser(coffees.map((c) => c.id));
  campaignId = setup.campaign.id;
  campaignSlug = setup.campaign.slug!;
  const db = await getDb();
  const others = [await createUser(), await createUser()];
  await db.insert(campaignParticipants).values(others.map((u) => ({ campaignId, userId: u.id })));
  team = [];
  for (const [index, person] of [setup.fundraiser, ...others].entries()) {
    const [updated] = await db
      .update(users)
      .set({ displayName: `Teammate ${index}` })
      .where(eq(users.id, person.id))
      .returning();
    const page = await setFundraiserPage(person.id, campaignId, {
      isPublic: true,
      slug: `teammate-${index}-${randomBytes(3).toString('hex')}`,
    });
    team.push({ ...asAccount(updated!), landingPageSlug: page.slug });
  }
});

const share = fc.oneof(
  fc.record({ permille: fc.integer({ min: 0, max: 1000 }), cents: fc.constant(null) }),
  fc.record({ permille: fc.constant(null), cents: fc.integer({ min: 0, max: 3000 }) }),
  fc.constant({ permille: null, cents: null }),
);

const order = fc.record({
  // An index into the team; null: credited to the campaign alone.
  fundraiser: fc.constantFrom(0, 1, 2, null),
  status: fc.constantFrom(...orderStatuses),
  lines: fc.array(fc.record({ coffee: fc.constantFrom(0, 1, 2), quantity: fc.integer({ min: 1, max: 6 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
});

const cents = (dollars: string) => decimalToCents(dollars)!;
const get = (handler: typeof leaderboardRoute, path: string, cookie?: string) =>
  call(handler, { path, headers: cookie ? { cookie } : {} });

describe('the team share over random shares, prices and orders', () => {
  it('per-bag figure × bags = team raised, to the cent, on the fundraiser details, the leaderboard and the admin view', async () => {
    const db = await getDb();
    await fc.assert(
      fc.asyncProperty(
        share,
        fc.array(fc.integer({ min: 0, max: 9999 }), { minLength: 3, maxLength: 3 }),
        fc.array(order, { maxLength: 10 }),
        async ({ permille, cents: perBagSetting }, prices, generated) => {
          await db.delete(orders).where(eq(orders.campaignId, campaignId));
          await db
            .update(campaigns)
            .set({ teamSharePermille: permille, teamShareCentsPerBag: perBagSetting })
            .where(eq(campaigns.id, campaignId));
          for (const [i, coffee] of coffees.entries())
            await db.update(products).set({ priceCents: prices[i]! }).where(eq(products.id, coffee.id));
          for (const spec of generated) {
            await insertOrder(
              {
                campaignId,
                subAccountId: spec.fundraiser === null ? null : team[spec.fundraiser]!.id,
                orderStatus: spec.status,
              },
              spec.lines.map(({ coffee, quantity }) => ({
                productId: coffees[coffee]!.id,
                productName: coffees[coffee]!.name,
                unitPriceCents: prices[coffee]!,
                quantity,
              })),
            );
          }
          const hasShare = permille !== null || perBagSetting !== null;
          // The rule as written in the decisions: round half up for a percentage, never more than the bag.
          const expectedPerBag = (price: number) =>
            permille !== null ? Math.floor((price * permille + 500) / 1000) : Math.min(perBagSetting ?? 0, price);
          const bags = (keep: (fundraiser: number | null) => boolean) => {
            const counted = [0, 0, 0];
            for (const spec of generated)
              if (spec.status !== 'cancelled' && keep(spec.fundraiser))
                for (const line of spec.lines) counted[line.coffee]! += line.quantity;
            return counted;
          };

          const boardAnswer = (await get(leaderboardRoute, `/_api/campaign/leaderboard?campaignSlug=${campaignSlug}`))
            .json;
          const balances = (
            await get(balancesRoute, `/_api/admin/campaign/balances?campaignId=${campaignId}`, adminCookie)
          ).json;
          if (!hasShare) {
            expect(boardAnswer).not.toHaveProperty('teamRaised');
            expect(balances).not.toHaveProperty('teamOwedCents');
            const page = (
              await get(fundraiserRoute, `/_api/fundraiser/details?fundraiserSlug=${team[0]!.landingPageSlug}`)
            ).json;
            expect(page).not.toHaveProperty('teamRaised');
            return;
          }

          let perBag: number[] = [];
          let fundraisersTotal = 0;
          for (const [index, person] of team.entries()) {
            const page = (
              await get(fundraiserRoute, `/_api/fundraiser/details?fundraiserSlug=${person.landingPageSlug}`)
            ).json;
            // The figure each coffee shows…
            perBag = coffees.map((coffee) => {
              const product = page.products.find((p: { id: number }) => p.id === coffee.id);
              return cents(product.teamSharePerBag);
            });
            expect(perBag).toEqual(prices.map(expectedPerBag));
            // …times the bags this fundraiser sold is exactly what their page says was raised for the team…
            const sold = bags((f) => f === index);
            const raised = perBag.reduce((total, each, i) => total + each * sold[i]!, 0);
            expect(cents(page.teamRaised)).toBe(raised);
            // …and what their leaderboard entry says.
            const entry = boardAnswer.leaderboard.find((e: { userId: number }) => e.userId === person.id);
            expect(cents(entry.teamRaised)).toBe(raised);
            fundraisersTotal += raised;
          }
          const all = bags(() => true);
          const campaignRaised = perBag.reduce((total, each, i) => total + each * all[i]!, 0);
          expect(cents(boardAnswer.teamRaised)).toBe(campaignRaised);
          expect(balances.teamOwedCents).toBe(campaignRaised);
          // The campaign's own orders (no fundraiser) make up the difference, counted once.
          const unassigned = bags((f) => f === null);
          expect(campaignRaised - fundraisersTotal).toBe(
            perBag.reduce((total, each, i) => total + each * unassigned[i]!, 0),
          );
        },
      ),
      { numRuns: 25 },
    );
  });
});
