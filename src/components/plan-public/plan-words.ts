import { campaignRoastText } from '@/lib/coffee/roast-words';
import { formatDateTime } from '@/lib/format';
import { daysLeft, ordersClosed } from '@/lib/plan/deadline';
import { paymentInstructionLines } from '@/lib/plan/payment-text';
import type { PaymentInstructions, PickupOptionJson } from '@/lib/plan/plan-types';
import { isFull, pickupOptionText } from '@/lib/plan/pickup-text';

/** What a public page knows of its campaign's plan: the cached reads carry all three (issue 25). */
export type PublicPlan = {
  orderDeadline: Date | string | null;
  paymentInstructions: PaymentInstructions | null;
  pickupOptions: PickupOptionJson[];
  /** Issue 28: the campaign's roast day ("YYYY-MM-DD"); absent or null: none set yet, nothing is said. */
  roastDate?: string | null;
};

export type DeadlineWords =
  { closed: false; headline: string; detail: string } | { closed: true; headline: 'Orders closed'; detail: string };

export type PlanWords = {
  /** Null when the campaign has no deadline. */
  deadline: DeadlineWords | null;
  /** "Pay by Cash, Venmo or Check.", "Venmo: @team", …; empty without instructions. */
  payLines: string[];
  pickups: Array<{ id: number; text: string; full: boolean }>;
  /** "Roasted on Fri, Dec 4"; null without a roast day. */
  roast: string | null;
};

/**
 * The "How it works" block of the campaign and fundraiser pages in words. `now` is the render's moment: a cached
 * page says what was true when it was rendered (docs/decisions/public-plan-block.md bounds how stale that can be).
 */
export function planWords(plan: PublicPlan, now: Date = new Date()): PlanWords {
  return {
    deadline: deadlineWords(plan.orderDeadline, now),
    payLines: paymentInstructionLines(plan.paymentInstructions),
    pickups: plan.pickupOptions.map((option) => ({
      id: option.id,
      text: pickupOptionText(option),
      full: isFull(option),
    })),
    roast: campaignRoastText(plan.roastDate),
  };
}

/** "7 days left" · "orders close Dec 18, 2026, 8:00 PM"; "Last day" under 24 hours; "Orders closed" after. */
export function deadlineWords(deadline: Date | string | null, now: Date = new Date()): DeadlineWords | null {
  if (deadline === null) return null;
  const when = formatDateTime(deadline);
  if (ordersClosed(deadline, now))
    return { closed: true, headline: 'Orders closed', detail: `the deadline was ${when}` };
  const left = daysLeft(deadline, now)!;
  return { closed: false, headline: left <= 1 ? 'Last day' : `${left} days left`, detail: `orders close ${when}` };
}

/** Whether the page should sell: not once the deadline has passed (the server refuses such orders anyway). */
export const planClosed = (plan: Pick<PublicPlan, 'orderDeadline'>, now: Date = new Date()) =>
  ordersClosed(plan.orderDeadline, now);
