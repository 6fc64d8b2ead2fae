import 'server-only';
import { qrFileName, shareKitUrls, type ShareKitKind } from '@/lib/share-kit';
import { getEnv } from '@/env';
import { cardImage } from './card-image';
import { loadSharedPage } from './pages';
import { qrPng, qrSvg } from './qr';

/*
 * The share kit's images for the route handlers under /fundraisers/{slug}/ and /campaigns/{slug}/. Each route is
 * cached like the pages (ISR: rendered on the first visit, kept until its page's cache tags are invalidated), so the
 * answers set no Cache-Control of their own and read nothing from the request.
 */

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** The page's QR code (pointing at the page with `?src=qr`), or 404 exactly when the page is a 404. */
export async function qrResponse(kind: ShareKitKind, param: string, format: 'svg' | 'png'): Promise<Response> {
  const page = await loadSharedPage(kind, param);
  if (!page) return notFound();
  const target = shareKitUrls({ origin: getEnv().APP_URL, kind, slug: page.slug }).qrTargetUrl;
  const headers = {
    'Content-Type': format === 'svg' ? 'image/svg+xml' : 'image/png',
    // Shown when opened, saved under this name when downloaded.
    'Content-Disposition': `inline; filename="${qrFileName(kind, page.slug, format)}"`,
  };
  const body = format === 'svg' ? await qrSvg(target) : new Uint8Array(await qrPng(target));
  return new Response(body, { headers });
}

/** The Open Graph / Twitter card image of the page, or 404 exactly when the page is a 404. */
export async function cardResponse(kind: ShareKitKind, param: string): Promise<Response> {
  const page = await loadSharedPage(kind, param);
  if (!page) return notFound();
  const image = await cardImage(page, {
    'Content-Disposition': `inline; filename="steam-and-grind-${kind}-${page.slug}.png"`,
  });
  // next/og sets its own `max-age=0, must-revalidate`, which would stop Next from sending the cached pages' header.
  const headers = new Headers(image.headers);
  headers.delete('Cache-Control');
  return new Response(image.body, { status: image.status, headers });
}
