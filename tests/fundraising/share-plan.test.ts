import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shareMessages } from '@/lib/share-kit';
import { getDb } from '@/server/db';
import { campaigns, orders, pickupOptions, users } from '@/server/db/schema';
import { loadSharedPage } from '@/server/share-kit/pages';
import { campaignSharePlan, fundraiserSharePlan } from '@/server/share-kit/plan';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { setFundraiserPage } from '../support/pages';

const DAY = 24 * 60 * 60 * 1000;
const deadline = new Date(Date.now() + 5 * DAY);
const soon = new Date(Date.now() + 7 * DAY);
const later = new Date(Date.now() + 8 * DAY);
let campaignSlug = '';
let bareSlug = '';

beforeAll(async () => {
  const db = await getDb();
  const beans = await createProduct({ name: 'Plan Beans', priceCents: 1600 });
  const setup = await createCampaignWithFundraiser([beans.id], {
    orderDeadline: deadline,
    paymentInstructions: { methods: ['cash', 'zelle'], handle: 'team@example.com' },
  });
  campaignSlug = setup.campaign.slug!;
  await db.update(users).set({ displayName: 'Plan Runner' }).where(eq(users.id, setup.fundraiser.id));
  await setFundraiserPage(setup.fundraiser.id, setup.campaign.id, { isPublic: true, slug: 'plan-runner' });
  // The earliest option is full (capacity 1, one order holds it): the messages name the next one.
  const [full] = await db
    .insert(pickupOptions)
    .values([
      {
        campaignId: setup.campaign.id,
        kind: 'meetup',
        name: 'Gym',
        address: '1 Oak St',
        startsAt: soon,
        endsAt: new Date(soon.getTime() + 7_200_000),
        capacity: 1,
      },
      {
        campaignId: setup.campaign.id,
        kind: 'meetup',
        name: 'Library',
        address: '2 Elm St',
        startsAt: later,
        endsAt: new Date(later.getTime() + 7_200_000),
      },
    ])
    .returning();
  await db.insert(orders).values({
    orderNumber: `SG-PLAN-${Date.now()}`,
    customerFirstName: 'Pat',
    customerLastName: 'Plan',
    customerEmail: 'pat.plan@example.com',
    totalCents: 1600,
    campaignId: setup.campaign.id,
    subAccountId: setup.fundraiser.id,
    pickupOptionId: full!.id,
  });
  const bare = await createCampaignWithFundraiser([beans.id]);
  bareSlug = bare.campaign.slug!;
});

describe('the plan the share kit and flyers read', () => {
  it('gives a campaign page its deadline, payment instructions and open pickup options, a full one marked', async () => {
    const page = await loadSharedPage('campaign', campaignSlug);
    expect(page?.plan.orderDeadline).toEqual(deadline);
    expect(page?.plan.paymentInstructions).toEqual({ methods: ['cash', 'zelle'], handle: 'team@example.com' });
    expect(page?.plan.pickupOptions.map((option) => [option.name, option.remaining])).toEqual([
      ['Gym', 0],
      ['Library', null],
    ]);
  });

  it("gives a fundraiser page their campaign's plan", async () => {
    const page = await loadSharedPage('fundraiser', 'plan-runner');
    expect(page?.plan.orderDeadline).toEqual(deadline);
    expect(page?.plan.pickupOptions).toHaveLength(2);
  });

  it('tells the messages the deadline and the first pickup that is not full', async () => {
    const plan = await campaignSharePlan(campaignSlug);
    expect(plan).toEqual({
      orderDeadline: deadline.toISOString(),
      firstPickup: { kind: 'meetup', name: 'Library', startsAt: later.toISOString() },
    });
    expect(await fundraiserSharePlan('plan-runner')).toEqual(plan);
    const text = shareMessages({ kind: 'campaign', name: 'X', campaignName: 'X', goal: null, url: 'u', plan }).text;
    expect(text).toMatch(/Orders close \w{3} \d{1,2}\. Pickup \w{3}, \w{3} \d{1,2} at Library\./);
  });

  it('has an empty plan for a campaign without one, and none for an unknown or inactive campaign', async () => {
    expect((await loadSharedPage('campaign', bareSlug))?.plan).toEqual({
      orderDeadline: null,
      paymentInstructions: null,
      pickupOptions: [],
      roastDate: null,
    });
    expect(await campaignSharePlan(bareSlug)).toEqual({ orderDeadline: null, firstPickup: null });
    expect(await campaignSharePlan('no-such-campaign')).toBeNull();
    expect(await fundraiserSharePlan('no-such-page')).toBeNull();
    const db = await getDb();
    await db.update(campaigns).set({ isActive: false }).where(eq(campaigns.slug, bareSlug));
    expect(await campaignSharePlan(bareSlug)).toBeNull();
  });
});
