import 'server-only';
import { getEnv } from '@/env';
import { shareKitUrls, type ShareKitKind, type ShareKitUrls } from '@/lib/share-kit';

/**
 * The share kit's absolute URLs (APP_URL) for a fundraiser's public page: the page with `?src=link`, the QR code
 * (PNG and SVG), the printable flyer and the card image. For e-mails (issue 14's nudges) and server pages.
 */
export function getFundraiserShareKitUrls({ slug }: { slug: string }): ShareKitUrls {
  return getShareKitUrls({ kind: 'fundraiser', slug });
}

/** The same for a fundraiser or a campaign page. */
export function getShareKitUrls({ kind, slug }: { kind: ShareKitKind; slug: string }): ShareKitUrls {
  return shareKitUrls({ origin: getEnv().APP_URL, kind, slug });
}
