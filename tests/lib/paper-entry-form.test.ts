import { describe, expect, it } from 'vitest';
import {
  emptyPaperRow,
  envelopeDifferenceWords,
  GIFT_FORM_INVALID,
  paperEnvelopeFigures,
  paperRequest,
  paperRowTotalCents,
  type PaperOption,
  type PaperRowValues,
} from '@/lib/forms/paper-entry-form';

const options: PaperOption[] = [
  { productId: 7, optionId: 70, label: 'House Blend, Whole bean, 12 oz', priceCents: 1800 },
  { productId: 7, optionId: 71, label: 'House Blend, Drip, 12 oz', priceCents: 1850 },
];

const row = (key: number, values: Partial<PaperRowValues>): PaperRowValues => ({
  ...emptyPaperRow(key),
  firstName: 'Rose',
  lastName: 'Hall',
  ...values,
});

const request = (rows: PaperRowValues[], extra: Partial<Parameters<typeof paperRequest>[0]> = {}) =>
  paperRequest({
    campaignId: 3,
    sellerId: 9,
    rows,
    options,
    counted: { cash: '', checks: '' },
    leaveOut: new Set(),
    saveAnyway: new Set(),
    ...extra,
  });

describe('the paper entry form', () => {
  it('totals a row as typed: bags at their option’s price plus the gift, in cents', () => {
    expect(paperRowTotalCents(row(1, { quantities: { 70: '2', 71: '1' }, gift: '5' }), options)).toBe(5950);
    expect(paperRowTotalCents(row(1, { quantities: { 70: 'two' } }), options)).toBeNull();
  });

  it('compares the counted envelope with the rows’ cash and checks and says the difference in words', () => {
    const rows = [
      row(1, { paid: '18.00', method: 'cash' }),
      row(2, { paid: '37', method: 'check' }),
      row(3, { paid: '20', method: 'venmo' }),
    ];
    const figures = paperEnvelopeFigures(rows, { cash: '17', checks: '37.00' });
    expect(figures).toMatchObject({ rowsCashCents: 1800, rowsCheckCents: 3700, differenceCents: -100 });
    expect(envelopeDifferenceWords(figures.differenceCents!)).toBe('short by $1.00');
    expect(envelopeDifferenceWords(250)).toBe('over by $2.50');
    expect(envelopeDifferenceWords(0)).toBeNull();
    expect(paperEnvelopeFigures(rows, { cash: '', checks: '' }).differenceCents).toBe(-5500);
  });

  it('sends the rows typed in (blank and left-out rows skipped), marks those to save anyway, in cents', () => {
    const built = request(
      [
        row(1, { quantities: { 70: '2' }, paid: '36', method: 'check' }),
        row(2, { quantities: { 71: '1' } }),
        row(3, { gift: '20' }),
        emptyPaperRow(4),
      ],
      { leaveOut: new Set([2]), saveAnyway: new Set([3]), counted: { cash: '0', checks: '36.00' } },
    );
    if (!('request' in built)) throw new Error(`refused: ${JSON.stringify([...built.rowErrors])}`);
    expect(built.request.keys).toEqual([1, 3]);
    expect(built.request.body).toMatchObject({
      campaignId: 3,
      subAccountId: 9,
      envelope: { cashCents: 0, checkCents: 3600 },
      orders: [
        {
          items: [{ productId: 7, optionId: 70, quantity: 2 }],
          giftCents: null,
          paid: { amountCents: 3600, method: 'check' },
        },
        { items: [], giftCents: 2000, paid: null, saveDuplicate: true },
      ],
    });
    expect(built.request.body.orders[0]).not.toHaveProperty('saveDuplicate');
  });

  it('names a row’s mistake on that row, in the form’s words or the endpoint schema’s', () => {
    const built = request([
      row(1, { quantities: { 70: '1' } }),
      row(2, { gift: '2.50' }),
      row(3, { quantities: { 70: '1' }, email: 'not-an-address' }),
      row(4, { firstName: '' }),
    ]);
    expect('rowErrors' in built && [...built.rowErrors]).toEqual([[2, GIFT_FORM_INVALID]]);
    const second = request([
      row(1, { quantities: { 70: '1' } }),
      row(3, { quantities: { 70: '1' }, email: 'not-an-address' }),
      row(4, { quantities: { 70: '1' }, firstName: '' }),
    ]);
    expect('rowErrors' in second && [...second.rowErrors]).toEqual([
      [3, 'Invalid email address'],
      [4, 'First name is required.'],
    ]);
    expect(request([emptyPaperRow(1)])).toMatchObject({ error: 'orders must list at least one paper order.' });
  });
});
