import 'server-only';
import { getEnv } from '@/env';
import type { ShareKit } from '@/server/mail';

/**
 * A fundraiser's share kit as absolute links: their page marked as a shared link (`?src=link`, so the order's source
 * is recorded), their QR code image and their printable flyer (the share-kit routes under /fundraisers/{slug}).
 */
export function shareKitUrls(slug: string): ShareKit {
  const base = `${getEnv().APP_URL}/fundraisers/${encodeURIComponent(slug)}`;
  return { pageUrl: `${base}?src=link`, qrUrl: `${base}/qr.png`, flyerUrl: `${base}/flyer` };
}

/** The fundraiser's own page (no source mark), for milestone e-mails. */
export function fundraiserPageUrl(slug: string): string {
  return `${getEnv().APP_URL}/fundraisers/${encodeURIComponent(slug)}`;
}
