import { adminOrderEndpoints } from '@/lib/contracts/admin-orders';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { bulkUpdateOrderStatus, type BulkStatusOutcome } from '@/server/services/admin-orders';

const orders = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'order' : 'orders'}`;

/** "2 orders updated." and, when some were left alone, which and why. */
function bulkStatusMessage({ changed, skipped }: BulkStatusOutcome, dryRun: boolean): string {
  const reasons = [
    skipped.delivered > 0 ? `${skipped.delivered.toLocaleString('en-US')} handed out (delivered)` : null,
    skipped.cancelled > 0 ? `${skipped.cancelled.toLocaleString('en-US')} cancelled` : null,
    skipped.holdingMoney > 0 ? `${skipped.holdingMoney.toLocaleString('en-US')} holding money` : null,
  ].filter(Boolean);
  const done = dryRun ? `${orders(changed)} would be updated` : `${orders(changed)} updated`;
  return reasons.length === 0 ? `${done}.` : `${done}; skipped: ${reasons.join(', ')}.`;
}

// POST /_api/admin/orders/bulk-status { orderIds: number[] } | { filter: {…the list's filters} }, orderStatus?,
// paymentStatus?, cancelledMoney?, keptNote?, includeClosed?, dryRun?
export const POST = route(
  adminOrderEndpoints.bulkStatus,
  { invalidates: staleAfter.fundraisingChange },
  async ({ body: { orderIds, filter, dryRun = false, ...change }, user }) => {
    const outcome = await bulkUpdateOrderStatus({
      actor: user,
      target: orderIds ? { orderIds } : { filters: filter! },
      dryRun,
      ...change,
    });
    return json({ message: bulkStatusMessage(outcome, dryRun), ...outcome });
  },
);
