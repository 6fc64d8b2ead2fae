/** The buyer's order page: its number and its secret key (issue 25). The page, e-mails and the order answer use it. */
export const orderPagePath = (orderNumber: string, key: string) =>
  `/orders/${encodeURIComponent(orderNumber)}?key=${encodeURIComponent(key)}`;
