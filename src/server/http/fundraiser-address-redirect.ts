import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { parseSlugParam } from '@/lib/validation/common';
import { findMovedFundraiserAddress } from '@/server/db/queries/fundraiser-addresses';

/** A fundraiser page and the share-kit files under it, each of which an earlier address redirects to. */
const FUNDRAISER_PATH = /^\/fundraisers\/([^/]+)(\/(?:flyer|order-form|card\.png|qr\.png|qr\.svg))?\/?$/;

export function isFundraiserPagePath(pathname: string): boolean {
  return FUNDRAISER_PATH.test(pathname);
}

/**
 * An earlier address of a fundraiser page (a printed flyer's QR code with `?src=qr`, a shared link): a permanent
 * redirect to the current address with the same path below it and the same query, looked up on each request (one
 * primary-key read), so a claimed address stops redirecting at once. The page and its share files answer the same 308
 * themselves if this lookup fails, but Next's cached page redirect cannot keep the query and, measured on 16.4.6,
 * repeats its Location header (docs/decisions/page-address-history.md).
 */
export async function redirectEarlierFundraiserAddress(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const match = FUNDRAISER_PATH.exec(pathname);
  const slug = match ? parseSlugParam(match[1]!) : null;
  if (!slug) return NextResponse.next();
  let current: string | null;
  try {
    current = await findMovedFundraiserAddress({ slug });
  } catch (error) {
    // The page itself answers (its cached 308 keeps the visitor on their way, without the query).
    console.error('[fundraisers] could not look up an earlier page address', error);
    return NextResponse.next();
  }
  if (!current) return NextResponse.next();
  const target = new URL(`/fundraisers/${current}${match![2] ?? ''}${search}`, request.url);
  const response = NextResponse.redirect(target, 308);
  // As the cached pages: a shared cache asks again before reusing it (the address may be claimed by someone else).
  response.headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  return response;
}
