#!/usr/bin/env node
// The shop's production HTTP server: Next's own request handler (the documented custom-server API) behind a socket
// that tells the app who is connected. Next exposes no socket address to route handlers, and the X-Forwarded-For
// header it fills in is kept as sent when a caller sends one; so this server records the peer's address in a header
// of its own, after dropping any copy the caller sent. src/server/http/client-ip.ts reads it (see TRUST_PROXY).
//   node scripts/server.mjs [-p PORT] [-H HOSTNAME]     (npm start runs it after building; `npm run serve` alone)
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

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

const { default: next } = await import('next');
const app = next({ dev: false, dir: path.resolve(import.meta.dirname, '..'), hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
  void handle(req, res);
});
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
