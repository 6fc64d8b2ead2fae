import { describe, expect, it } from 'vitest';
import { planWords } from '@/components/plan-public/plan-words';
import {
  campaignRoastText,
  formatRoastDay,
  nextShopRoast,
  orderRoastSentence,
  orderRoastText,
} from '@/lib/coffee/roast-words';
import { campaignFormSchema, campaignToFormValues } from '@/lib/forms/admin-campaign-form';
import { CAP_POUNDS_INVALID, gramsToPoundsInput, poundsToGrams } from '@/lib/forms/campaign-roasting-form';
import type { AdminCampaign } from '@/lib/contracts/admin-campaigns';

// Friday Nov 27, 2026 at noon in Louisville (EST, UTC−5).
const FRIDAY_NOON = new Date('2026-11-27T17:00:00Z');
// 11:30 PM on Friday in the shop's time zone is already Saturday in UTC: the shop's calendar decides.
const FRIDAY_LATE = new Date('2026-11-28T04:30:00Z');

describe('roast days in words', () => {
  it('formats a calendar day as written, with its weekday, whatever the time zone', () => {
    expect(formatRoastDay('2026-12-04')).toBe('Fri, Dec 4');
    expect(formatRoastDay('2027-01-01')).toBe('Fri, Jan 1');
  });

  it('a campaign page says "Roasted on …", and nothing without a roast day', () => {
    expect(campaignRoastText('2026-12-04')).toBe('Roasted on Fri, Dec 4');
    expect(campaignRoastText(null)).toBeNull();
    expect(campaignRoastText(undefined)).toBeNull();
  });

  it('an order says "will be roasted" before the day and "roasted" from it, on the shop’s calendar', () => {
    expect(orderRoastText('2026-11-28', FRIDAY_NOON)).toBe('Will be roasted on Sat, Nov 28');
    expect(orderRoastText('2026-11-28', FRIDAY_LATE)).toBe('Will be roasted on Sat, Nov 28');
    expect(orderRoastText('2026-11-27', FRIDAY_NOON)).toBe('Roasted on Fri, Nov 27');
    expect(orderRoastText('2026-11-20', FRIDAY_NOON)).toBe('Roasted on Fri, Nov 20');
    expect(orderRoastText(null, FRIDAY_NOON)).toBeNull();
    expect(orderRoastSentence('2026-12-04', FRIDAY_NOON)).toBe('Your coffee will be roasted on Fri, Dec 4.');
    expect(orderRoastSentence('2026-11-27', FRIDAY_NOON)).toBe('Your coffee was roasted on Fri, Nov 27.');
  });

  it('the product page’s next roast is the first roasting day after today, ordered by the day before', () => {
    // Tuesday and Friday: an order placed on a Friday waits for Tuesday.
    expect(nextShopRoast([2, 5], FRIDAY_NOON)).toEqual({
      roastDate: '2026-12-01',
      orderBy: '2026-11-30',
      text: 'Next roast: Tue, Dec 1 — order by Mon, Nov 30 for this batch',
    });
    expect(nextShopRoast([6], FRIDAY_NOON)?.roastDate).toBe('2026-11-28');
    expect(nextShopRoast([6], FRIDAY_NOON)?.orderBy).toBe('2026-11-27');
    expect(nextShopRoast([], FRIDAY_NOON)).toBeNull();
  });

  it('the plan block words carry the campaign’s roast day', () => {
    const plan = { orderDeadline: null, paymentInstructions: null, pickupOptions: [] };
    expect(planWords({ ...plan, roastDate: '2026-12-04' }, FRIDAY_NOON).roast).toBe('Roasted on Fri, Dec 4');
    expect(planWords(plan, FRIDAY_NOON).roast).toBeNull();
  });
});

const campaign: AdminCampaign = {
  id: 7,
  name: 'Roast Drive',
  slug: 'roast-drive',
  description: null,
  startDate: '2026-11-01T05:00:00.000Z',
  endDate: '2026-12-31T05:00:00.000Z',
  isActive: true,
  captainId: null,
  captainDisplayName: null,
  participantCount: 0,
  goalAmount: null,
  teamSharePercent: null,
  teamShareCentsPerBag: null,
  orderDeadline: null,
  paymentInstructions: null,
  privacyMode: 'standard',
  showSellerAmounts: true,
  roastDate: '2026-12-04',
  beneficiary: null,
  caps: [
    { productId: 3, maxBags: 40, maxGrams: 2000 },
    { productId: 9, maxBags: null, maxGrams: 4536 },
  ],
};

describe('the campaign dialog’s roast day and batch limits', () => {
  it('converts pounds to whole grams and back', () => {
    expect(poundsToGrams('10')).toBe(4536);
    expect(poundsToGrams('12.5')).toBe(5670);
    expect(poundsToGrams('0')).toBeUndefined();
    expect(poundsToGrams('1.234')).toBeUndefined();
    expect(poundsToGrams('-2')).toBeUndefined();
    expect(gramsToPoundsInput(4536)).toBe('10');
    expect(gramsToPoundsInput(2000)).toBe('4.41');
  });

  it('shows one row per coffee sold plus any stored cap, and sends the caps unchanged, grams exactly', () => {
    const values = campaignToFormValues(campaign, [3, 5]);
    expect(values.roastDate).toBe('2026-12-04');
    expect(values.caps).toEqual([
      { productId: 3, maxBags: '40', maxPounds: '4.41', savedGrams: 2000 },
      { productId: 5, maxBags: '', maxPounds: '', savedGrams: null },
      { productId: 9, maxBags: '', maxPounds: '10', savedGrams: 4536 },
    ]);
    const body = campaignFormSchema.parse(values);
    expect(body.roastDate).toBe('2026-12-04');
    // 4.41 lb would be 2,000.3 g: an untouched limit keeps its stored 2,000 g.
    expect(body.caps).toEqual([
      { productId: 3, maxBags: 40, maxGrams: 2000 },
      { productId: 9, maxBags: null, maxGrams: 4536 },
    ]);
  });

  it('sends typed limits in grams, clears emptied ones, and a blank roast day as null', () => {
    const values = campaignToFormValues(campaign, [3, 5]);
    const body = campaignFormSchema.parse({
      ...values,
      roastDate: '',
      caps: [
        { ...values.caps[0]!, maxBags: '', maxPounds: '' },
        { ...values.caps[1]!, maxBags: '12', maxPounds: '2.5' },
        values.caps[2]!,
      ],
    });
    expect(body.roastDate).toBeNull();
    expect(body.caps).toEqual([
      { productId: 5, maxBags: 12, maxGrams: 1134 },
      { productId: 9, maxBags: null, maxGrams: 4536 },
    ]);
  });

  it('puts a bad limit or roast day on its own field', () => {
    const values = campaignToFormValues(campaign, [3]);
    const result = campaignFormSchema.safeParse({
      ...values,
      roastDate: '2026-02-30',
      caps: [{ ...values.caps[0]!, maxBags: '0', maxPounds: 'lots' }, values.caps[1]!],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['roastDate', 'Roast date must be a date (YYYY-MM-DD).']);
    expect(issues).toContainEqual(['caps.0.maxBags', 'maxBags must be a whole number of bags from 1 to 100,000.']);
    expect(issues).toContainEqual(['caps.0.maxPounds', CAP_POUNDS_INVALID]);
  });

  it('a new campaign starts with no roast day and no limits', () => {
    const values = campaignToFormValues(null);
    expect(values).toMatchObject({ roastDate: '', caps: [] });
    expect(campaignFormSchema.parse({ ...values, name: 'New', slug: 'new' })).toMatchObject({
      roastDate: null,
      caps: [],
    });
  });
});
