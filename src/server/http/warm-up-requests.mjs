// The requests scripts/server.mjs sends through the app on a private loopback port before it opens its own: what a
// buyer's checkout sends, so the route modules are loaded and their code has run before the first buyer arrives.
// Plain JavaScript for the server script; types in warm-up-requests.d.mts. tests/orders/warm-up.test.ts proves that
// the warm-up order is refused and writes nothing.

/**
 * An order its validation refuses after reading every field (a fundraiser credited without a campaign), sent with
 * an Idempotency-Key the handler refuses before it places anything: two refusals, so the warm-up never writes.
 */
export const WARM_UP_ORDER = {
  body: {
    customerFirstName: 'Warm',
    customerLastName: 'Up',
    customerEmail: 'warm-up@example.invalid',
    subAccountId: 1,
    items: [
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1 },
    ],
  },
  headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'warm up' },
};

/**
 * First GET /_api/health, which waits for the app's start (Next runs src/instrumentation.ts before answering
 * anything: database, seed, src/server/warm-up.ts); then `rounds` of the catalogue and the refused order.
 * Resolves with a line for the log; never throws.
 */
export async function sendWarmUpRequests(baseUrl, rounds) {
  const call = async (path, init) => {
    const response = await fetch(`${baseUrl}${path}`, init);
    await response.arrayBuffer();
    return response.status;
  };
  try {
    const health = await call('/_api/health');
    if (health !== 200) return `GET /_api/health answered ${health}: no warm-up`;
    const order = { method: 'POST', headers: WARM_UP_ORDER.headers, body: JSON.stringify(WARM_UP_ORDER.body) };
    for (let round = 0; round < rounds; round++) {
      await call('/_api/products');
      const status = await call('/_api/products/order', order);
      if (status !== 400) return `the warm-up order answered ${status} instead of 400: warm-up stopped`;
    }
    return null;
  } catch (error) {
    return `warm-up stopped: ${error.message}`;
  }
}
