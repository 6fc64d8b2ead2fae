import { queryKeysFactory } from '@/lib/query-keys';

/*
 * The keys of what an order's change touches, in a module of their own: the order hook modules all name each other's
 * keys, and importing them from one another went in a circle.
 */

/** Plain "YYYY-MM-DD" values from the date inputs; empty means unbounded. */
export type OrderDateRange = { startDate: string; endDate: string };

/** The order list (a page per key) and statistics for a date range, and the status change. */
export const orderKeys = {
  ...queryKeysFactory('admin-orders'),
  stats: (range: OrderDateRange) => ['admin-orders', 'stats', range] as const,
};

/** One order's page: the order, its notes and its history, by order number. */
export const orderDetailKeys = queryKeysFactory('admin-order-detail');

export const fulfilmentKeys = queryKeysFactory('campaign-fulfilment');
