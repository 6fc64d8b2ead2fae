// Brotli for the build's immutable static files (`/_next/static/…`), served by scripts/server.mjs in front of Next.
// Next's own compression is gzip only; brotli at its highest quality makes the shop's scripts and styles about 15 %
// smaller (measured on the build: 171 → 146 kB for a fundraiser page's scripts), which a phone on a slow network
// feels before the page can respond. Compressing at quality 11 is slow (~0.3 s for the largest chunk), so it is done
// once per file of the build, off the main thread, in the background from the start: until a file's copy is ready,
// its requests go to Next as before (gzip), so no answer ever waits for the compressor. Plain JavaScript for the server script; types in
// static-brotli.d.mts. A Vercel-style host compresses on its own and never runs this.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/** What is worth compressing, with the Content-Type Next sends for it. */
const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
};

const PREFIX = '/_next/static/';
/** Files above this are left to Next (none of the build's are near it; a bound on memory all the same). */
const MAX_FILE_BYTES = 8 * 1024 * 1024;

/** Whether an Accept-Encoding header accepts br (a q of 0 refuses it). */
export function acceptsBrotli(header) {
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * @param {{ staticDir: string, headers: Record<string, string> }} options
 *   staticDir: the build's `.next/static`; headers: the headers Next adds to every answer (next.config headers()).
 * @returns {{ serve: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean,
 *   ready: Promise<void> }} serve answers the request and returns true, or returns false and leaves it to Next;
 *   ready settles once every file has its compressed copy.
 */
export function createStaticBrotli({ staticDir, headers }) {
  const root = path.resolve(staticDir);
  /** Only the build's own files are ever looked at, so what is kept is bounded by the build, whatever is asked. */
  const known = new Set(listFiles(root).filter((relative) => path.extname(relative) in TYPES));
  /** @type {Map<string, { body: Buffer, etag: string, type: string }>} */
  const files = new Map();

  async function prepare(relative) {
    try {
      const source = await readFile(path.join(root, relative));
      if (source.length > MAX_FILE_BYTES) return;
      const body = await compress(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
      const etag = `"br-${createHash('sha256').update(source).digest('base64url').slice(0, 27)}"`;
      files.set(relative, { body, etag, type: TYPES[path.extname(relative)] });
    } catch (error) {
      console.warn(`[static-brotli] ${relative} stays gzip-only:`, error?.message ?? error);
    }
  }

  // One file at a time on libuv's thread pool: the main thread only copies the result.
  const ready = (async () => {
    for (const relative of known) await prepare(relative);
  })();

  function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!url.startsWith(PREFIX) || url.includes('?')) return false;
    let relative;
    try {
      relative = decodeURIComponent(url.slice(PREFIX.length));
    } catch {
      return false;
    }
    const entry = known.has(relative) ? files.get(relative) : undefined;
    if (!entry || !acceptsBrotli(req.headers['accept-encoding'])) return false;

    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', entry.etag);
    if (req.headers['if-none-match'] === entry.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.statusCode = 200;
    res.setHeader('Content-Length', entry.body.length);
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  }

  return { serve, ready };
}

/** Every file under dir, as paths relative to it (none when the folder is missing). */
function listFiles(dir) {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)));
  } catch {
    return [];
  }
}
