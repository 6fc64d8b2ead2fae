import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDecodablePath, refuseMalformedPath } from '@/server/http/malformed-path.mjs';

let server: Server;
let port: number;

beforeAll(async () => {
  // As scripts/server.mjs: the check first, then the app (here a stand-in that answers 200).
  server = createServer((req, res) => {
    if (refuseMalformedPath(req, res, { 'X-Content-Type-Options': 'nosniff' })) return;
    res.end('app');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A request with the path sent exactly as written (fetch would not send a malformed one unchanged). */
function get(path: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('paths that do not percent-decode', () => {
  it.each([
    '/fundraisers/%ff',
    '/campaigns/%ff',
    '/products/%ff',
    '/fundraisers/%E0%A4%A',
    '/fundraisers/%',
    '/campaigns/a%zzb/card.png',
    '/uploads/avatars/%c0%af',
    '/admin/orders/%ff?tab=1',
  ])('%s answers 400 Bad request before the app runs', async (path) => {
    const result = await get(path);
    expect(result.status).toBe(400);
    expect(result.body).toBe('Bad request: the address is not valid.');
    expect(result.headers['x-content-type-options']).toBe('nosniff');
    expect(result.headers['cache-control']).toBe('no-store');
    expect((await get(path, 'HEAD')).status).toBe(400);
  });

  it.each(['/fundraisers/caf%C3%A9', '/fundraisers/ava-thompson', '/products?x=%ff', '/a%20b', '/'])(
    '%s reaches the app',
    async (path) => {
      expect(await get(path)).toMatchObject({ status: 200, body: 'app' });
    },
  );

  it('checks only the path, not the query', () => {
    expect(isDecodablePath('/products?q=%ff')).toBe(true);
    expect(isDecodablePath('/products/%ff?q=1')).toBe(false);
  });
});
