import type { FulfilmentGroup, FulfilmentOrder } from '@/lib/contracts/campaign-fulfilment';

/**
 * The sheet's search, in the browser: the sheet is already loaded whole (it prints whole), so filtering what is on
 * screen needs no request and keeps working on a meetup's weak signal. It matches the buyer's name, the order number,
 * the fundraiser, and from 3 digits on the phone number's digits; every word typed must match (case-insensitive).
 */
export type SheetMatch = (group: FulfilmentGroup, order: FulfilmentOrder) => boolean;

const digitsOf = (value: string) => value.replace(/\D/g, '');

export function sheetMatcher(query: string): SheetMatch | null {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  return (group, order) => {
    const text = `${order.customerName} ${order.orderNumber} ${group.displayName}`.toLowerCase();
    const phone = order.customerPhone ? digitsOf(order.customerPhone) : '';
    return words.every((word) => {
      if (text.includes(word)) return true;
      const digits = digitsOf(word);
      return digits.length >= 3 && digits.length === word.replace(/[\s().+-]/g, '').length && phone.includes(digits);
    });
  };
}
