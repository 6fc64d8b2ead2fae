/** The admin page of one order, by its number (the orders list and the Activity tab link to it). */
export const orderPagePath = (orderNumber: string) => `/admin/orders/${encodeURIComponent(orderNumber)}`;
