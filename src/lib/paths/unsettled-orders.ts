/**
 * The admin orders list showing the cancelled orders that still hold unsettled money (issue 26), in one campaign or
 * all; the list's filters live in the URL as `orders.<name>` (the orders list adds `cancelledMoney`).
 */
export function unsettledOrdersListPath(campaignId?: number): string {
  const params = new URLSearchParams({ tab: 'orders', 'orders.cancelledMoney': 'unsettled' });
  if (campaignId !== undefined) params.set('orders.campaignId', String(campaignId));
  return `/admin?${params}`;
}
