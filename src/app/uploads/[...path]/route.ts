import { getEnv } from '@/env';
import { IMAGE_NOT_FOUND, notFound } from '@/server/errors';
import { fileRoute } from '@/server/http/route';
import { PUBLIC_PREFIX } from '@/server/storage/local';
import { openStoredImage } from '@/server/storage/local-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';

// GET /uploads/<context>/<32 hex>.<jpg|png|webp>
export const GET = fileRoute(async (request) => {
  const { pathname } = request.nextUrl;
  const key = pathname.startsWith(PUBLIC_PREFIX) ? pathname.slice(PUBLIC_PREFIX.length) : '';
  const image = getEnv().STORAGE === 'local' ? await openStoredImage(key) : null;
  if (!image) throw notFound(IMAGE_NOT_FOUND);

  // A key is never reused, so the key itself is a strong validator.
  const etag = `"${key.slice(key.indexOf('/') + 1, key.lastIndexOf('.'))}"`;
  const headers = new Headers({
    'Content-Type': image.contentType,
    'Cache-Control': IMMUTABLE,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    // Opened on its own, the file can load nothing and run nothing.
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  const revalidating = (request.headers.get('if-none-match') ?? '')
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag);
  if (revalidating || request.method === 'HEAD') {
    await image.close();
    if (request.method === 'HEAD') headers.set('Content-Length', String(image.size));
    return new Response(null, { status: revalidating ? 304 : 200, headers });
  }
  headers.set('Content-Length', String(image.size));
  return new Response(image.stream(), { status: 200, headers });
});
