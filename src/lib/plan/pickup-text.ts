import { SHOP_TIME_ZONE } from '@/lib/shop-time-zone';
import type { PickupKind } from './plan-types';

/*
 * A pickup option in words, one home for the checkout, the order page, flyers, share messages and e-mails:
 * "Sat, Dec 5, 10:00 AM – 12:00 PM" for a meetup on one day, "Dec 5 – Dec 7" for a delivery window.
 */

const dayAndTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});
const timeOnly = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: SHOP_TIME_ZONE });
const dayOnly = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

type PickupWindow = { kind: PickupKind; startsAt: Date | string; endsAt: Date | string };

export function pickupWindowText({ kind, startsAt, endsAt }: PickupWindow): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const sameDay = dayOnly.format(start) === dayOnly.format(end);
  if (kind === 'delivery') return sameDay ? dayOnly.format(start) : `${dayOnly.format(start)} – ${dayOnly.format(end)}`;
  return sameDay
    ? `${dayAndTime.format(start)} – ${timeOnly.format(end)}`
    : `${dayAndTime.format(start)} – ${dayAndTime.format(end)}`;
}

/** "Meetup: School gym, 12 Oak St · Sat, Dec 5, 10:00 AM – 12:00 PM" (or "Delivery: …"). */
export function pickupOptionText(option: PickupWindow & { name: string; address: string | null }): string {
  const where = option.address ? `${option.name}, ${option.address}` : option.name;
  return `${option.kind === 'meetup' ? 'Meetup' : 'Delivery'}: ${where} · ${pickupWindowText(option)}`;
}

/** Whether the option can take one more order. */
export const isFull = (option: { remaining: number | null }) => option.remaining !== null && option.remaining <= 0;
