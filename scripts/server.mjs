#!/usr/bin/env node
// The shop's production HTTP server: Next's own request handler (the documented custom-server API) behind a socket
// that tells the app who is connected. Next exposes no socket address to route handlers, and the X-Forwarded-For
// header it fills in is kept as sent when a caller sends one; so this server records the peer's address in a header
// of its own, after dropping any copy the caller sent. src/server/http/client-ip.ts reads it (see TRUST_PROXY).
// It opens its port only once the shop is ready and warm (see warmUp below), so the first answer, GET /_api/health
// included, comes from a started, migrated and warmed-up instance.
//   node scripts/server.mjs [-p PORT] [-H HOSTNAME]     (npm start runs it after building; `npm run serve` alone)
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cachedResponseHeaders } from '../src/server/http/csp.mjs';
import { refuseMalformedPath } from '../src/server/http/malformed-path.mjs';
import { createStaticBrotli } from '../src/server/http/static-brotli.mjs';
import { sendWarmUpRequests } from '../src/server/http/warm-up-requests.mjs';

process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

/** Must match PEER_ADDRESS_HEADER in src/server/http/client-ip.ts. */
const PEER_ADDRESS_HEADER = 'x-sg-peer-address';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname; // unset: every interface, like `next start`
const startedAt = performance.now();

const dir = path.resolve(import.meta.dirname, '..');
const { default: next } = await import('next');
const app = next({ dev: false, dir, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
// Brotli copies of the build's scripts and styles, made in the background from now on (Next itself sends gzip).
// After prepare: Next has loaded .env into process.env by then.
const staticBrotli = createStaticBrotli({
  staticDir: path.join(dir, '.next', 'static'),
  headers: cachedResponseHeaders(process.env),
});

const plainHeaders = cachedResponseHeaders(process.env);

function onRequest(req, res) {
  if (refuseMalformedPath(req, res, plainHeaders)) return;
  if (staticBrotli.serve(req, res)) return;
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
  void handle(req, res);
}

/** Rounds of a buyer's requests sent through the app before the port opens: about 0.2 s once the app has started. */
const WARM_UP_ROUNDS = 30;

/**
 * Warms the app through its own handler on a private loopback port before the public one opens: the app's start
 * (database, seed, src/server/warm-up.ts), then the checkout's requests (src/server/http/warm-up-requests.mjs).
 */
async function warmUp() {
  const warm = createServer(onRequest);
  await new Promise((resolve) => warm.listen(0, '127.0.0.1', resolve));
  try {
    const problem = await sendWarmUpRequests(`http://127.0.0.1:${warm.address().port}`, WARM_UP_ROUNDS);
    if (problem) console.warn(`[steam-and-grind] ${problem}`);
  } finally {
    warm.close();
    warm.closeAllConnections();
  }
}

await warmUp();
const server = createServer(onRequest);
// Keep-alive connections from a proxy or load balancer outlive theirs (Node's 5 s default is shorter than most).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  console.log(`  ▲ Steam & Grind on http://${hostname ?? 'localhost'}:${port}`);
  console.log(` ✓ Ready in ${Math.round(performance.now() - startedAt)}ms`);
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Finish the requests in flight (and their after-response work), then exit.
    server.close(() => void app.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
