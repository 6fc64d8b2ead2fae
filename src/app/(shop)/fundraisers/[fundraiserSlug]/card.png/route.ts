import { cardResponse } from '@/server/share-kit/responses';
import { movedFundraiserResponse } from '@/server/reads/fundraiser-address';

// Cached like the page (src/server/share-kit/responses.ts): drawn on the first request, then kept.
export const dynamic = 'force-static';
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

// GET /fundraisers/{slug}/card.png (the page's og:image and twitter:image)
export async function GET(_request: Request, { params }: { params: Promise<{ fundraiserSlug: string }> }) {
  const param = (await params).fundraiserSlug;
  const response = await cardResponse('fundraiser', param);
  // An earlier address of the page: a permanent redirect to the same file at the current one.
  if (response.status === 404) return (await movedFundraiserResponse(param, '/card.png')) ?? response;
  return response;
}
