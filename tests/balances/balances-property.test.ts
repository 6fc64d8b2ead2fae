import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { getCampaignBalances, getOverallBalances } from '@/server/db/queries/campaign-balances';
import { getCampaignLeaderboard } from '@/server/db/queries/fundraising';
import { listUnpaidOrdersForFundraiser } from '@/server/db/queries/unpaid-orders';
import { campaignParticipants, orders, orderStatuses, paymentMethods, type User } from '@/server/db/schema';
import { createUser } from '../support/auth';
import { recordLedgerEntry } from '../support/ledger';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';

type Setup = Awaited<ReturnType<typeof createCampaignWithFundraiser>> & { team: User[] };
let setups: Setup[];
let outsider: User;

/** Two campaigns of three fundraisers each (one public on the leaderboard), and someone on no team. */
beforeAll(async () => {
  const db = await getDb();
  setups = [];
  for (let i = 0; i < 2; i += 1) {
    const setup = await createCampaignWithFundraiser([]);
    const others = [
      await createUser({ displayName: `Member ${i}a` }),
      await createUser({ displayName: `Member ${i}b` }),
    ];
    await db.insert(campaignParticipants).values(others.map((u) => ({ campaignId: setup.campaign.id, userId: u.id })));
    setups.push({ ...setup, team: [setup.fundraiser, ...others] });
  }
  outsider = await createUser({ displayName: 'Former Member' });
});

/**
 * One ledger step: a share of what can still be collected (a payment) or of what was collected (a refund). Steps
 * that would move nothing are skipped, so 0 <= collected <= total holds after each entry.
 */
const step = fc.record({
  refund: fc.boolean(),
  share: fc.double({ min: 0, max: 1, noNaN: true }),
  method: fc.constantFrom(...paymentMethods),
});

const order = fc.record({
  campaign: fc.constantFrom(0, 1, null),
  // An index into the campaign's team; 3 is the outsider (credited but not on the team), null no fundraiser.
  fundraiser: fc.constantFrom(0, 1, 2, 3, null),
  totalCents: fc.integer({ min: 0, max: 100_000 }),
  status: fc.constantFrom(...orderStatuses),
  steps: fc.array(step, { maxLength: 4 }),
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('balances over random orders and payments', () => {
  it('add up to the cent for every campaign, fundraiser, method and the whole shop', async () => {
    const db = await getDb();
    await fc.assert(
      fc.asyncProperty(fc.array(order, { maxLength: 12 }), async (generated) => {
        await db.delete(orders);
        const model: Array<{ campaign: number | null; subAccountId: number | null; counted: boolean }> = [];
        const collectedOf: number[] = [];
        for (const spec of generated) {
          const campaign = spec.campaign === null ? null : setups[spec.campaign]!;
          const person =
            spec.fundraiser === 3 ? outsider : spec.fundraiser === null ? null : campaign?.team[spec.fundraiser];
          const row = await insertOrder({
            campaignId: campaign?.campaign.id ?? null,
            subAccountId: person?.id ?? null,
            totalCents: spec.totalCents,
            orderStatus: spec.status,
          });
          let collected = 0;
          for (const { refund, share, method } of spec.steps) {
            const amount = refund ? -Math.floor(collected * share) : Math.floor((spec.totalCents - collected) * share);
            if (amount === 0) continue;
            await recordLedgerEntry({ orderId: row.id, amountCents: amount, method });
            collected += amount;
          }
          model.push({
            campaign: spec.campaign,
            subAccountId: person?.id ?? null,
            counted: spec.status !== 'cancelled',
          });
          collectedOf.push(collected);
        }
        const expected = (keep: (i: number) => boolean) => {
          const picked = generated.map((_, i) => i).filter((i) => model[i]!.counted && keep(i));
          const ordered = sum(picked.map((i) => generated[i]!.totalCents));
          const collected = sum(picked.map((i) => collectedOf[i]!));
          return { orderedCents: ordered, collectedCents: collected, outstandingCents: ordered - collected };
        };

        for (const [index, setup] of setups.entries()) {
          const balances = (await getCampaignBalances({
            campaignId: setup.campaign.id,
            manager: { userId: setup.captain.id, role: 'fundraiser_captain' },
          }))!;
          const totals = expected((i) => model[i]!.campaign === index);
          expect(balances).toMatchObject(totals);
          expect(balances.orderedCents).toBe(balances.collectedCents + balances.outstandingCents);
          for (const key of ['orderedCents', 'collectedCents', 'outstandingCents'] as const)
            expect(sum(balances.fundraisers.map((row) => row[key]))).toBe(balances[key]);
          expect(sum(Object.values(balances.byMethod))).toBe(balances.collectedCents);
          const board = await getCampaignLeaderboard({ slug: setup.campaign.slug! });
          expect(board!.totalRaisedCents).toBe(balances.orderedCents);
          for (const person of setup.team) {
            const row = balances.fundraisers.find((r) => r.userId === person.id)!;
            expect(row).toMatchObject(
              expected((i) => model[i]!.campaign === index && model[i]!.subAccountId === person.id),
            );
          }
        }

        const overall = await getOverallBalances();
        expect(overall).toMatchObject(expected(() => true));
        expect(sum(Object.values(overall.byMethod))).toBe(overall.collectedCents);
        for (const key of ['orderedCents', 'collectedCents', 'outstandingCents'] as const)
          expect(sum(overall.campaigns.map((row) => row[key])) + overall.shop[key]).toBe(overall[key]);
        expect(overall.shop).toMatchObject(expected((i) => model[i]!.campaign === null));

        // Someone off the team no longer sees that campaign's buyers (issue 23): only orders outside any campaign.
        const unpaid = await listUnpaidOrdersForFundraiser({ userId: outsider.id });
        const owed = expected((i) => model[i]!.subAccountId === outsider.id && model[i]!.campaign === null);
        expect(unpaid.totals.outstandingCents).toBe(owed.outstandingCents);
        expect(sum(unpaid.orders.map((o) => o.outstandingCents))).toBe(owed.outstandingCents);
      }),
      { numRuns: 30 },
    );
  });
});
