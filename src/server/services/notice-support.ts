import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Cents } from '@/lib/money';
import type { PaymentInstructions } from '@/lib/plan/plan-types';
import type { Transaction } from '@/server/db';
import { users, type PickupOptionRow } from '@/server/db/schema';
import type { MailPlan } from '@/server/mail/templates/plan-block';
import { orderPageUrl } from './order-links';

/*
 * What the buyer notices (campaign-notices.ts, pickup-notices.ts) and the credited notice share: a per-subject lock so
 * two presses or two timers decide one after the other, and the plan block of one order.
 */

/** A transaction-scoped advisory lock on `parts` (held until commit): concurrent deciders see each other's rows. */
export async function lockNotices(tx: Transaction, ...parts: Array<string | number>) {
  const id = createHash('sha256')
    .update(`notices\n${parts.join('\n')}`)
    .digest()
    .readBigInt64BE(0);
  await tx.execute(sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`);
}

export type NoticeOrder = {
  id: number;
  orderNumber: string;
  accessKey: string;
  customerFirstName: string;
  customerEmail: string;
  totalCents: Cents;
  collectedCents: Cents;
  /** Issue 28: the order's roast day, told in the plan block when the read carries it. */
  roastDate?: string | null;
};

/** Outstanding from the ledger: the total less what orders.collected_cents (the ledger's running sum) says was paid. */
export const outstandingOf = (order: Pick<NoticeOrder, 'totalCents' | 'collectedCents'>): Cents =>
  Math.max(0, order.totalCents - order.collectedCents);

/** The plan block of one order (no deadline: the buyer has ordered already). */
export function orderPlan(
  order: NoticeOrder,
  paymentInstructions: PaymentInstructions | null,
  pickup: Pick<PickupOptionRow, 'kind' | 'name' | 'address' | 'startsAt' | 'endsAt'> | null,
): MailPlan {
  return {
    orderUrl: orderPageUrl(order),
    outstandingCents: outstandingOf(order),
    paymentInstructions,
    pickup: pickup
      ? {
          kind: pickup.kind,
          name: pickup.name,
          address: pickup.address,
          startsAt: pickup.startsAt,
          endsAt: pickup.endsAt,
        }
      : null,
    orderDeadline: null,
    roastDate: order.roastDate ?? null,
  };
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * The join condition for a fundraiser's family parent: `parent` (an alias of users) is the account the fundraiser's
 * users.parent_user_id names, when that account is a plain account (role sub_account), not a captain or an admin.
 * Accepting a team invitation links the new account to the inviting captain as its "parent"; that link is the
 * team's, not a family's, so those fundraisers hear at their own address (docs/decisions/notice-recipients.md).
 */
export const familyParentOf = (parent: { id: AnyColumn; role: AnyColumn }) =>
  and(eq(parent.id, users.parentUserId), eq(parent.role, 'sub_account'));
