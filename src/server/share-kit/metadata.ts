import 'server-only';
import type { Metadata } from 'next';
import { shareKitPath, type ShareKitKind } from '@/lib/share-kit';
import { site } from '@/lib/site';
import { CARD_SIZE } from './card-image';

/**
 * The card a pasted link shows: og:image and twitter:image point at the page's card.png (made absolute by the root
 * layout's metadataBase, APP_URL). A page's openGraph replaces the layout's, so the site's own fields come along.
 */
export function shareCardMetadata({
  kind,
  slug,
  title,
  description,
}: {
  kind: ShareKitKind;
  slug: string;
  title: string;
  description: string;
}): Pick<Metadata, 'openGraph' | 'twitter'> {
  const image = { url: shareKitPath(kind, slug, 'card.png'), ...CARD_SIZE, type: 'image/png', alt: title };
  return {
    openGraph: {
      siteName: site.name,
      type: 'website',
      locale: 'en_US',
      title,
      description,
      url: shareKitPath(kind, slug),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
