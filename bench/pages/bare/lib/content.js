// Deterministic filler for the bare app: product-like cards for the pages and a product-like JSON array, sized by
// build-time settings (next.config.mjs `env`) so the benchmark can match the shop's response sizes.

const WORDS = (
  'washed natural honey anaerobic bright cocoa caramel citrus jasmine stone fruit toffee roasted small batch single ' +
  'origin blend espresso decaf kentucky farm harvest altitude smooth balanced sweet body finish aroma cup notes'
).split(' ');

/** `length` characters of words and spaces; `seed` varies the order so cards differ. */
export function words(length, seed = 0) {
  let text = '';
  for (let i = seed; text.length < length; i++) text += `${WORDS[(i * 7 + seed) % WORDS.length]} `;
  return text.slice(0, Math.max(0, length)).trimEnd();
}

const intSetting = (value, fallback) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : fallback;
};

/** Cards of about 600 characters of text each, `fillerBytes` characters in all. */
export function cards(fillerBytes = intSetting(process.env.BENCH_BARE_FILLER_BYTES, 30000)) {
  const list = [];
  for (let left = fillerBytes, i = 0; left > 0; i++) {
    const title = `Coffee ${i + 1}: ${words(24, i)}`;
    const text = words(Math.min(left, 600) - title.length, i + 3);
    list.push({ id: i + 1, title, text });
    left -= Math.max(1, title.length + text.length);
  }
  return list;
}

/** `count` product-like objects whose JSON text is about `bytes` long (descriptions absorb the difference). */
export function products(
  count = intSetting(process.env.BENCH_BARE_JSON_ITEMS, 12),
  bytes = intSetting(process.env.BENCH_BARE_JSON_BYTES, 8000),
) {
  const items = Array.from({ length: Math.max(1, count) }, (_, i) => ({
    id: i + 1,
    name: `Coffee ${i + 1}`,
    description: '',
    price: `${14 + (i % 7)}.50`,
    imageUrl: `/images/products/coffee-${i + 1}.webp`,
    category: ['single-origin', 'blend', 'espresso', 'decaf'][i % 4],
    weight: '12 oz',
    isActive: true,
  }));
  const spare = bytes - JSON.stringify(items).length;
  if (spare > 0) {
    const each = Math.floor(spare / items.length);
    items.forEach((item, i) => (item.description = words(each + (i < spare % items.length ? 1 : 0), i)));
  }
  return items;
}
