import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartCount,
  cartTotal,
  parseGuestCart,
  priceLines,
  removeItem,
  serializeGuestCart,
  setQuantity,
  type GuestCartItem,
} from '@/lib/cart/guest-cart';

const item = fc.record({ productId: fc.integer({ min: 1, max: 20 }), quantity: fc.integer({ min: 1, max: 99 }) });

describe('guest cart', () => {
  it('adds to the quantity of a coffee already in the cart', () => {
    let cart: GuestCartItem[] = [];
    cart = addItem(cart, { productId: 1, optionId: null }, 2);
    cart = addItem(cart, { productId: 2, optionId: null }, 1);
    cart = addItem(cart, { productId: 1, optionId: null }, 3);
    expect(cart).toEqual([
      { productId: 1, optionId: null, quantity: 5 },
      { productId: 2, optionId: null, quantity: 1 },
    ]);
    expect(addItem(cart, { productId: 1, optionId: null }, 500)[0]!.quantity).toBe(99);
    expect(addItem(cart, { productId: 3, optionId: null }, 0)).toBe(cart);
  });

  it('keeps one line per coffee, grind and size', () => {
    let cart: GuestCartItem[] = [];
    cart = addItem(cart, { productId: 1, optionId: 10 }, 1);
    cart = addItem(cart, { productId: 1, optionId: 11 }, 2);
    cart = addItem(cart, { productId: 1, optionId: 10 }, 2);
    expect(cart).toEqual([
      { productId: 1, optionId: 10, quantity: 3 },
      { productId: 1, optionId: 11, quantity: 2 },
    ]);
    expect(removeItem(cart, { productId: 1, optionId: 10 })).toEqual([{ productId: 1, optionId: 11, quantity: 2 }]);
    expect(parseGuestCart(serializeGuestCart(cart))).toEqual(cart);
  });

  it('prices a line at its option, a line without one at the default, and hides an option no longer offered', () => {
    const options = [
      { id: 10, grind: 'whole_bean', size: '12 oz', priceCents: 1800 },
      { id: 11, grind: 'espresso', size: '2 lb', priceCents: 4200 },
    ];
    const catalogue = new Map([[1, { id: 1, name: 'Kenya', priceCents: 1800, imageUrl: null, options }]]);
    const lines = priceLines(
      [
        { productId: 1, optionId: 11, quantity: 1 },
        { productId: 1, optionId: null, quantity: 2 },
        { productId: 1, optionId: 99, quantity: 1 },
      ],
      catalogue,
    );
    expect(lines.map((l) => [l.grind, l.size, l.priceCents, l.quantity])).toEqual([
      ['espresso', '2 lb', 4200, 1],
      ['whole_bean', '12 oz', 1800, 2],
    ]);
  });

  it('removes a line when its quantity is set to 0 or less', () => {
    const cart = [
      { productId: 1, optionId: null, quantity: 2 },
      { productId: 2, optionId: null, quantity: 1 },
    ];
    expect(setQuantity(cart, { productId: 1, optionId: null }, 0)).toEqual([
      { productId: 2, optionId: null, quantity: 1 },
    ]);
    expect(setQuantity(cart, { productId: 1, optionId: null }, -4)).toEqual([
      { productId: 2, optionId: null, quantity: 1 },
    ]);
    expect(setQuantity(cart, { productId: 1, optionId: null }, 7)).toEqual([
      { productId: 1, optionId: null, quantity: 7 },
      { productId: 2, optionId: null, quantity: 1 },
    ]);
    expect(removeItem(cart, { productId: 2, optionId: null })).toEqual([{ productId: 1, optionId: null, quantity: 2 }]);
  });

  it('discards corrupt or foreign data under the key instead of crashing', () => {
    for (const raw of [
      '{not json',
      'null',
      '42',
      '"text"',
      '{"a":1}',
      '[{"productId":"1","quantity":2}]',
      '[{"productId":-1,"quantity":1}]',
      '[{"productId":1,"quantity":0}]',
      '[null, 7, []]',
    ]) {
      expect(parseGuestCart(raw)).toEqual([]);
    }
    expect(parseGuestCart(null)).toEqual([]);
    expect(parseGuestCart('[{"productId":3,"quantity":2},{"junk":true},{"productId":3,"quantity":1}]')).toEqual([
      { productId: 3, optionId: null, quantity: 3 },
    ]);
  });

  it('round-trips through storage', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (entries) => {
        const cart = entries.reduce<GuestCartItem[]>(
          (acc, e) => addItem(acc, { productId: e.productId, optionId: null }, e.quantity),
          [],
        );
        expect(parseGuestCart(serializeGuestCart(cart))).toEqual(cart);
      }),
    );
  });

  it('hides lines not in the catalogue and shows Unknown Product at 0 for a nameless one', () => {
    const catalogue = new Map([
      [1, { id: 1, name: 'Kenya', priceCents: 2250, imageUrl: null }],
      [2, { id: 2, name: null, priceCents: 999, imageUrl: null }],
    ]);
    const lines = priceLines(
      [
        { productId: 1, optionId: null, quantity: 2 },
        { productId: 2, optionId: null, quantity: 1 },
        { productId: 3, optionId: null, quantity: 5 },
      ],
      catalogue,
    );
    expect(lines.map((l) => [l.name, l.priceCents, l.quantity])).toEqual([
      ['Kenya', 2250, 2],
      ['Unknown Product', 0, 1],
    ]);
    expect(cartCount(lines)).toBe(3);
    expect(cartTotal(lines)).toBe(4500);
  });

  it('counts and totals exactly for any cart', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ priceCents: fc.integer({ min: 0, max: 100_000 }), quantity: fc.integer({ min: 1, max: 99 }) }),
          { maxLength: 50 },
        ),
        (lines) => {
          expect(cartCount(lines)).toBe(lines.reduce((n, l) => n + l.quantity, 0));
          expect(cartTotal(lines)).toBe(lines.reduce((n, l) => n + l.priceCents * l.quantity, 0));
        },
      ),
    );
  });
});
