import 'server-only';
import { parseSlugParam } from '@/lib/validation/common';
import { readFundraiserAddressFate } from '@/server/cache/public-reads';

/*
 * A fundraiser address that shows no public page (issue 26), read through the public page cache: an earlier address
 * of a public page moves the visitor on with a permanent redirect; a page that is not public offers its campaign.
 */

/** Below a fundraiser page: the page itself, its flyer and its share-kit images. */
export type FundraiserSubpath = '' | '/flyer' | '/card.png' | '/qr.png' | '/qr.svg';

/** Where an earlier address now lives (the same file below the current address), or null. */
export async function movedFundraiserTarget(param: string, subpath: FundraiserSubpath): Promise<string | null> {
  const slug = parseSlugParam(param);
  const fate = slug ? await readFundraiserAddressFate(slug) : null;
  return fate?.kind === 'moved' ? `/fundraisers/${fate.to}${subpath}` : null;
}

/** A 308 to the current address of an earlier one (cached like the route it answers for), or null. */
export async function movedFundraiserResponse(param: string, subpath: FundraiserSubpath): Promise<Response | null> {
  const target = await movedFundraiserTarget(param, subpath);
  return target ? new Response(null, { status: 308, headers: { Location: target } }) : null;
}
