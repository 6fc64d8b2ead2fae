import { cardResponse } from '@/server/share-kit/responses';

// Cached like the page (src/server/share-kit/responses.ts): drawn on the first request, then kept.
export const dynamic = 'force-static';
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

// GET /fundraisers/{slug}/card.png (the page's og:image and twitter:image)
export async function GET(_request: Request, { params }: { params: Promise<{ fundraiserSlug: string }> }) {
  return cardResponse('fundraiser', (await params).fundraiserSlug);
}
