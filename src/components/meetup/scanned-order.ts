/*
 * What a scanned QR code says: the buyer's order page link, `/orders/{orderNumber}?key=…` (src/lib/paths/order-page.ts),
 * absolute or not, from this shop or a copy of it on another host. Anything else is not an order code.
 */

export type ScannedOrder = { orderNumber: string; key: string };

export const NOT_AN_ORDER_CODE =
  "That code isn't an order page link. Ask the buyer to open their order page and show its QR code.";

export function parseScannedOrder(text: string): ScannedOrder | null {
  let url: URL;
  try {
    url = new URL(text.trim(), 'https://order.invalid');
  } catch {
    return null;
  }
  const match = /^\/orders\/([^/]+)\/?$/.exec(url.pathname);
  const key = url.searchParams.get('key');
  if (!match || !key) return null;
  let orderNumber: string;
  try {
    orderNumber = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  if (!/^[A-Za-z0-9-]{3,40}$/.test(orderNumber) || !/^[0-9a-fA-F]{32}$/.test(key)) return null;
  return { orderNumber, key };
}
