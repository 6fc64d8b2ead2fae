import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

/*
 * The contact and checkout forms post to server actions when JavaScript is off. An action is a public POST endpoint
 * like /_api/*: a cross-site one is refused with a 403 before Next's own check (which answers 500) runs.
 */

const MULTIPART = 'multipart/form-data; boundary=----x';

async function post(path: string, headers: Record<string, string>) {
  return await proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { method: 'POST', headers }));
}

describe('server action POSTs in the proxy', () => {
  it.each([
    ['a form posted from another site', { origin: 'https://evil.example', 'content-type': MULTIPART }],
    [
      'a script on another site',
      { origin: 'https://evil.example', 'next-action': '00ab', 'content-type': 'text/plain' },
    ],
    ['a cross-site POST without Origin', { 'sec-fetch-site': 'cross-site', 'content-type': MULTIPART }],
  ])('refuses %s with a 403', async (_case, headers) => {
    const response = await post('/contact', { host: 'localhost:3000', ...headers });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Cross-site request refused.' });
  });

  it.each([
    ['the shop itself', { origin: 'http://localhost:3000', 'content-type': MULTIPART }],
    ['a caller without Origin (curl, a server)', { 'content-type': MULTIPART }],
  ])('lets a POST from %s through to Next', async (_case, headers) => {
    const response = await post('/contact', { host: 'localhost:3000', ...headers });
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});
