import { describe, expect, it } from 'vitest';
import { deadlineWords, planClosed, planWords, type PublicPlan } from '@/components/plan-public/plan-words';
import type { PickupOptionJson } from '@/lib/plan/plan-types';

// Dec 18, 2026, 8:00 PM in New York (the shop's time zone) is 01:00 UTC on the 19th.
const DEADLINE = '2026-12-19T01:00:00.000Z';
const at = (iso: string) => new Date(iso);
const HOUR = 60 * 60 * 1000;
const before = (ms: number) => new Date(new Date(DEADLINE).getTime() - ms);

const gym: PickupOptionJson = {
  id: 1,
  kind: 'meetup',
  name: 'School gym',
  address: '12 Oak St',
  startsAt: '2026-12-19T15:00:00.000Z',
  endsAt: '2026-12-19T17:00:00.000Z',
  remaining: null,
};
const plan = (overrides: Partial<PublicPlan> = {}): PublicPlan => ({
  orderDeadline: DEADLINE,
  paymentInstructions: { methods: ['cash', 'venmo'], handle: '@oldham-soccer' },
  pickupOptions: [gym],
  ...overrides,
});

describe('the public plan block in words', () => {
  it('counts whole days left, rounded up, with the closing time in the shop time zone', () => {
    expect(deadlineWords(DEADLINE, before(7 * 24 * HOUR))).toEqual({
      closed: false,
      headline: '7 days left',
      detail: 'orders close Dec 18, 2026, 8:00 PM',
    });
    // 6 days and 1 hour is still "7 days left"; exactly 2 days is 2.
    expect(deadlineWords(DEADLINE, before(6 * 24 * HOUR + HOUR))?.headline).toBe('7 days left');
    expect(deadlineWords(DEADLINE, before(2 * 24 * HOUR))?.headline).toBe('2 days left');
    expect(deadlineWords(DEADLINE, before(24 * HOUR + 1000))?.headline).toBe('2 days left');
  });

  it('says "Last day" within the last 24 hours', () => {
    expect(deadlineWords(DEADLINE, before(24 * HOUR))?.headline).toBe('Last day');
    expect(deadlineWords(DEADLINE, before(60 * 1000))?.headline).toBe('Last day');
  });

  it('says "Orders closed" from the deadline on, and the page stops selling', () => {
    const closed = deadlineWords(DEADLINE, at(DEADLINE));
    expect(closed).toEqual({
      closed: true,
      headline: 'Orders closed',
      detail: 'the deadline was Dec 18, 2026, 8:00 PM',
    });
    expect(planClosed({ orderDeadline: DEADLINE }, at(DEADLINE))).toBe(true);
    expect(planClosed({ orderDeadline: DEADLINE }, before(1000))).toBe(false);
    expect(deadlineWords(DEADLINE, at('2027-03-01T00:00:00Z'))?.headline).toBe('Orders closed');
  });

  it('has no deadline words and never closes without a deadline', () => {
    expect(deadlineWords(null)).toBeNull();
    expect(planClosed({ orderDeadline: null }, at('2099-01-01T00:00:00Z'))).toBe(false);
    expect(planWords(plan({ orderDeadline: null })).deadline).toBeNull();
  });

  it('lists how to pay, and nothing without instructions', () => {
    const words = planWords(plan(), before(HOUR));
    expect(words.payLines).toEqual(['Pay by Cash or Venmo.', 'Venmo: @oldham-soccer']);
    expect(planWords(plan({ paymentInstructions: null })).payLines).toEqual([]);
  });

  it('words each pickup option and marks a full one', () => {
    const full = { ...gym, id: 2, name: 'Library', address: null, remaining: 0 };
    const words = planWords(plan({ pickupOptions: [gym, full] }), before(HOUR));
    expect(words.pickups).toEqual([
      { id: 1, text: 'Meetup: School gym, 12 Oak St · Sat, Dec 19, 10:00 AM – 12:00 PM', full: false },
      { id: 2, text: 'Meetup: Library · Sat, Dec 19, 10:00 AM – 12:00 PM', full: true },
    ]);
    expect(planWords(plan({ pickupOptions: [{ ...gym, remaining: 3 }] })).pickups[0]?.full).toBe(false);
  });

  it('has nothing to say for a campaign without a plan', () => {
    expect(planWords({ orderDeadline: null, paymentInstructions: null, pickupOptions: [] })).toEqual({
      deadline: null,
      payLines: [],
      pickups: [],
      roast: null,
    });
  });
});
