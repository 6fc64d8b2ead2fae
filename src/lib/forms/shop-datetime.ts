import { SHOP_TIME_ZONE } from '@/lib/shop-time-zone';

/*
 * A `datetime-local` input's value ("2026-12-05T10:00") read and written on the shop's wall clock, whatever the
 * browser's own zone: the deadline and pickup windows are typed in shop time and sent as ISO instants.
 */

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallClock(at: number) {
  const found = parts.formatToParts(new Date(at));
  const get = (type: Intl.DateTimeFormatPartTypes) => found.find((part) => part.type === type)?.value ?? '00';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Milliseconds the shop's zone is ahead of UTC at `at`. */
function offsetAt(at: number): number {
  const w = wallClock(at);
  const asUtc = Date.UTC(+w.year, +w.month - 1, +w.day, +w.hour, +w.minute, +w.second);
  return asUtc - (at - (at % 1000));
}

/** An instant → "YYYY-MM-DDTHH:MM" on the shop's clock; "" for none. */
export function toShopDateTimeInput(value: Date | string | null): string {
  if (value === null || value === '') return '';
  const w = wallClock(new Date(value).getTime());
  return `${w.year}-${w.month}-${w.day}T${w.hour}:${w.minute}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "YYYY-MM-DDTHH:MM" on the shop's clock → the ISO instant; null when it is not such a value. */
export function fromShopDateTimeInput(value: string): string | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant).toISOString();
}
