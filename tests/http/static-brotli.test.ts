import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createConnection, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, createStaticBrotli } from '@/server/http/static-brotli.mjs';

// A build's static folder with a script, a style sheet, a font (not compressed: woff2 is brotli inside) and a
// secret one level up that no path may reach.
const script = `self.chunk=${JSON.stringify('x'.repeat(20_000))};`.repeat(3);
const style = '.a{color:red}'.repeat(2_000);
let dir: string;
let server: Server;
let base: string;
let ready: Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'static-brotli-'));
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(dir, 'static', 'media'), { recursive: true });
  writeFileSync(path.join(dir, 'static', 'chunks', 'app.js'), script);
  writeFileSync(path.join(dir, 'static', 'chunks', 'app.css'), style);
  writeFileSync(path.join(dir, 'static', 'media', 'font.woff2'), 'wOF2');
  writeFileSync(path.join(dir, 'secret.js'), 'secret');
  const brotli = createStaticBrotli({
    staticDir: path.join(dir, 'static'),
    headers: { 'X-Content-Type-Options': 'nosniff' },
  });
  ready = brotli.ready;
  // Whatever the module leaves alone reaches "Next", which says so.
  server = createServer((req, res) => {
    if (!brotli.serve(req, res)) res.end('left to next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** A GET written on the socket as is: no URL normalising (fetch folds `..` away) and no decoding of the body. */
async function rawGet(target: string) {
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const socket = createConnection((server.address() as AddressInfo).port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n`);
  });
  const split = raw.indexOf('\r\n\r\n');
  return { head: raw.subarray(0, split).toString(), body: raw.subarray(split + 4) };
}

async function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${base}${pathname}`, { method, headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('brotli for the build’s static files', () => {
  it('serves a script and a style sheet as brotli once compressed, with the same bytes inside and Next’s caching', async () => {
    await ready;
    for (const [file, source, type] of [
      ['chunks/app.js', script, 'application/javascript; charset=UTF-8'],
      ['chunks/app.css', style, 'text/css; charset=UTF-8'],
    ] as const) {
      const response = await fetch(`${base}/_next/static/${file}`, { headers: { 'accept-encoding': 'gzip, br' } });
      // Node's fetch decodes br itself: the decoded text is the file.
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toBe(source);
    }
  });

  it('sends fewer bytes than the file, decodable with brotli', async () => {
    await ready;
    const { head, body } = await rawGet('/_next/static/chunks/app.js');
    expect(head).toMatch(/content-encoding: br/i);
    expect(Number(/content-length: (\d+)/i.exec(head)?.[1])).toBe(body.length);
    expect(body.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('leaves to Next what a client does not accept as br, other files, queries and paths outside the folder', async () => {
    await ready;
    const leftToNext = async (pathname: string, headers: Record<string, string>, method = 'GET') => {
      const { response, body } = await get(pathname, headers, method);
      expect(response.headers.get('content-encoding'), pathname).toBeNull();
      if (method === 'GET') expect(body.toString(), pathname).toBe('left to next');
    };
    await leftToNext('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate' });
    await leftToNext('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br;q=0' });
    await leftToNext('/_next/static/chunks/app.js', {});
    await leftToNext('/_next/static/chunks/app.js?v=1', { 'accept-encoding': 'br' });
    await leftToNext('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST');
    await leftToNext('/_next/static/media/font.woff2', { 'accept-encoding': 'br' });
    await leftToNext('/_next/static/chunks/missing.js', { 'accept-encoding': 'br' });
    await leftToNext('/_next/static/%E0%A4%A', { 'accept-encoding': 'br' });
    await leftToNext('/products', { 'accept-encoding': 'br' });
    for (const target of [
      '/_next/static/../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/chunks/../../secret.js',
      '/_next/static/chunks/..%2f..%2fsecret.js',
      '/_next/static/chunks/../chunks/app.js',
    ]) {
      const { head, body } = await rawGet(target);
      expect(head, target).not.toMatch(/content-encoding/i);
      expect(body.toString(), target).toBe('left to next');
    }
  });

  it('answers HEAD without a body and a matching If-None-Match with 304', async () => {
    await ready;
    const head = await get('/_next/static/chunks/app.css', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.response.status).toBe(200);
    expect(head.body.length).toBe(0);
    const etag = head.response.headers.get('etag');
    expect(etag).toMatch(/^"br-/);
    const again = await get('/_next/static/chunks/app.css', { 'accept-encoding': 'br', 'if-none-match': etag! });
    expect(again.response.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await get('/_next/static/chunks/app.css', { 'accept-encoding': 'br', 'if-none-match': '"other"' });
    expect(other.response.status).toBe(200);
  });
});

describe('acceptsBrotli', () => {
  it('reads br with or without a weight, and a zero weight as a refusal', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli('BR')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip, brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
