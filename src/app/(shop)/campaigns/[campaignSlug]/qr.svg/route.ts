import { qrResponse } from '@/server/share-kit/responses';

// Cached like the page (src/server/share-kit/responses.ts): rendered on the first request, then kept.
export const dynamic = 'force-static';
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

// GET /campaigns/{slug}/qr.svg
export async function GET(_request: Request, { params }: { params: Promise<{ campaignSlug: string }> }) {
  return qrResponse('campaign', (await params).campaignSlug, 'svg');
}
