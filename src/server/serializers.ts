import 'server-only';
import type { OrderPaymentRow } from '@/server/db/queries/order-payments';
import type { OrderPaymentJson } from '@/lib/validation/order-payments';

/** A ledger entry as the API returns it: who collected and who recorded it as `{ id, name }` pairs or null. */
export function orderPaymentJson(row: OrderPaymentRow): OrderPaymentJson {
  return {
    id: row.id,
    orderId: row.orderId,
    amountCents: row.amountCents,
    method: row.method,
    reference: row.reference,
    collectedBy:
      row.collectedByUserId === null ? null : { userId: row.collectedByUserId, displayName: row.collectorName ?? '' },
    receivedAt: row.receivedAt.toISOString(),
    recordedBy: row.recordedById === null ? null : { id: row.recordedById, name: row.recordedByName ?? '' },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The admin's campaign balances: `{ teamOwedCents }` (integer cents like the other balances) with a share, `{}` without. */
export function teamOwedJson(team: { teamRaisedCents: number } | null): { teamOwedCents?: number } {
  return team ? { teamOwedCents: team.teamRaisedCents } : {};
}
