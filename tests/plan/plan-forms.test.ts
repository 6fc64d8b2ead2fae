import { describe, expect, it } from 'vitest';
import {
  pickupOptionFormSchema,
  planFormSchema,
  planToFormValues,
  type PlanFormValues,
} from '@/lib/forms/campaign-plan-form';
import { fromShopDateTimeInput, toShopDateTimeInput } from '@/lib/forms/shop-datetime';

describe('datetime-local values on the shop’s clock (America/New_York)', () => {
  it.each([
    ['2026-07-04T10:00', '2026-07-04T14:00:00.000Z'], // EDT, UTC-4
    ['2026-12-05T10:00', '2026-12-05T15:00:00.000Z'], // EST, UTC-5
    ['2026-03-08T03:30', '2026-03-08T07:30:00.000Z'], // the first hour of EDT
    ['2026-11-01T00:30', '2026-11-01T04:30:00.000Z'], // before the fall-back hour
  ])('%s is %s, and back', (local, instant) => {
    expect(fromShopDateTimeInput(local)).toBe(instant);
    expect(toShopDateTimeInput(instant)).toBe(local);
  });

  it.each(['', '2026-02-30T10:00', '2026-12-05', '2026-12-05T24:00', 'soon'])('refuses %j', (value) => {
    expect(fromShopDateTimeInput(value)).toBeNull();
  });
});

const plan = (values: Partial<PlanFormValues>) => planFormSchema.safeParse({ ...planToFormValues(null), ...values });

describe('the plan form', () => {
  it('sends no instructions when no method is ticked, and no deadline when it is empty', () => {
    expect(plan({}).data).toEqual({ orderDeadline: null, paymentInstructions: null });
  });

  it('sends the methods in the ledger’s order, with only the texts that were typed', () => {
    const result = plan({
      orderDeadline: '2026-12-04T20:00',
      paymentMethods: ['venmo', 'cash'],
      paymentHandle: ' @x ',
    });
    expect(result.data).toEqual({
      orderDeadline: '2026-12-05T01:00:00.000Z',
      paymentInstructions: { methods: ['cash', 'venmo'], handle: '@x' },
    });
  });

  it('refuses a handle, payee or note without a method, and a deadline that is not a date and time', () => {
    expect(plan({ paymentPayableTo: 'Boosters' }).error?.issues[0]).toMatchObject({
      message: 'Choose at least one way to pay.',
      path: ['paymentMethods'],
    });
    expect(plan({ orderDeadline: '2026-12-04' }).error?.issues[0]?.message).toBe(
      'Enter a date and time, or leave it empty for no deadline.',
    );
  });

  it('round-trips a saved plan into the form', () => {
    const saved = {
      orderDeadline: '2026-12-05T01:00:00.000Z',
      paymentInstructions: { methods: ['check' as const], payableTo: 'Boosters', note: 'Thanks' },
    };
    expect(planFormSchema.parse(planToFormValues(saved))).toEqual(saved);
  });
});

describe('the pickup option form', () => {
  const option = {
    kind: 'meetup',
    name: 'Gym',
    address: '1 Main St',
    startsAt: '2026-12-05T10:00',
    endsAt: '2026-12-05T12:00',
    capacity: '',
  };

  it('sends every field, times as instants, an empty capacity as null', () => {
    expect(pickupOptionFormSchema.parse(option)).toEqual({
      kind: 'meetup',
      name: 'Gym',
      address: '1 Main St',
      startsAt: '2026-12-05T15:00:00.000Z',
      endsAt: '2026-12-05T17:00:00.000Z',
      capacity: null,
    });
  });

  it.each([
    [{ address: '' }, 'A meetup needs an address.'],
    [{ endsAt: '2026-12-05T09:00' }, 'The pickup window must end after it starts.'],
    [{ capacity: '0' }, 'Capacity must be a whole number of orders, 1 or more, or empty.'],
    [{ name: ' ' }, 'Pickup name is required.'],
  ])('refuses %j', (change, message) => {
    expect(pickupOptionFormSchema.safeParse({ ...option, ...change }).error?.issues[0]?.message).toBe(message);
  });

  it('lets a delivery have no area', () => {
    expect(pickupOptionFormSchema.parse({ ...option, kind: 'delivery', address: '' }).address).toBeNull();
  });
});
