import { describe, expect, it } from 'vitest';
import { parseScannedOrder } from '@/components/meetup/scanned-order';

const KEY = '0123456789abcdef0123456789abcdef';

describe('parseScannedOrder', () => {
  it('reads the order page link, absolute from any host or relative', () => {
    const expected = { orderNumber: 'SG-261126-CNVS6', key: KEY };
    expect(parseScannedOrder(`https://shop.example/orders/SG-261126-CNVS6?key=${KEY}`)).toEqual(expected);
    expect(parseScannedOrder(`http://127.0.0.1:3240/orders/SG-261126-CNVS6/?key=${KEY}&src=qr`)).toEqual(expected);
    expect(parseScannedOrder(`  /orders/SG-261126-CNVS6?key=${KEY}\n`)).toEqual(expected);
  });

  it('refuses anything else: other pages, missing or malformed keys, odd order numbers, plain text', () => {
    for (const text of [
      `https://shop.example/products/2?key=${KEY}`,
      'https://shop.example/orders/SG-261126-CNVS6',
      'https://shop.example/orders/SG-261126-CNVS6?key=short',
      `https://shop.example/orders/SG%20261126?key=${KEY}`,
      `https://shop.example/orders/a/b?key=${KEY}`,
      'SG-261126-CNVS6',
      '',
    ]) {
      expect(parseScannedOrder(text), text).toBeNull();
    }
  });
});
