import { formatDate, formatDateTime } from '@/lib/format';

/*
 * The order deadline in words, one home for pages, flyers, share messages and e-mails. `now` is passed in so a
 * server render and its tests agree on the moment.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function ordersClosed(deadline: Date | string | null, now: Date = new Date()): boolean {
  return deadline !== null && new Date(deadline).getTime() <= now.getTime();
}

/** Whole days left, rounded up (23 hours left is "1 day left"); 0 once closed; null with no deadline. */
export function daysLeft(deadline: Date | string | null, now: Date = new Date()): number | null {
  if (deadline === null) return null;
  const ms = new Date(deadline).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

/** "Orders close Dec 4, 2026, 8:00 PM · 7 days left", "Orders close … · last day", or "Orders closed". */
export function deadlineText(deadline: Date | string | null, now: Date = new Date()): string | null {
  if (deadline === null) return null;
  if (ordersClosed(deadline, now)) return 'Orders closed';
  const left = daysLeft(deadline, now)!;
  const when = `Orders close ${formatDateTime(deadline)}`;
  return left <= 1 ? `${when} · last day` : `${when} · ${left} days left`;
}

/** The 409 message of an order after the deadline (issue 25's contract). */
export const ordersClosedMessage = (campaignName: string, deadline: Date | string) =>
  `Orders for ${campaignName} closed on ${formatDate(deadline)}.`;
