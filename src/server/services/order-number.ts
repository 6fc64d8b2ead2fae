import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: order numbers get read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** "SG-261122-7KQ4M": brand, order date (UTC), five random characters (31^5 ≈ 28.6 million per day). */
export function generateOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 5; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `SG-${day}-${suffix}`;
}
