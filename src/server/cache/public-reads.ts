import 'server-only';
import { unstable_cache } from 'next/cache';
import superjson from 'superjson';
import {
  getCampaignLeaderboard,
  getFundraiserDetails,
  listCampaignProducts,
  listPublicFundraisingPages,
} from '@/server/db/queries/fundraising';
import { findCampaignWayOn, getFundraiserAddressFate } from '@/server/db/queries/fundraiser-addresses';
import { listTeamSharePerBag, withBoardTeamShare, withFundraiserTeamShare } from '@/server/db/queries/team-share';
import { getActiveProduct, listActiveProducts } from '@/server/db/queries/products';
import { listCampaignBagsLeft } from '@/server/db/queries/batch-caps';
import { getShopRoastWeekdays } from '@/server/db/queries/shop-settings';
import { getDb } from '@/server/db';
import { listCampaignPickupOptionsBySlug, listOpenPickupOptions } from '@/server/reads/pickup-options';
import { insideNextWork, isBuildPhase } from './next-context';
import { publicTags, type PublicTag } from './public-tags';

/** A safety net for what no event invalidates (a campaign's end date passing): pages refresh at least this often. */
const REFRESH_SECONDS = 300;

/**
 * Wraps a public read in Next's data cache under `tags`. superjson keeps Dates as Dates through the cache.
 * During `next build` it answers `buildValue` without touching the database: the build's prerenders are never
 * served (the cache handler ignores entries older than the running instance), so the first visitor after a start
 * gets a page rendered from the live database.
 */
function cachedRead<A extends (string | number)[], R>(
  name: string,
  tags: readonly PublicTag[],
  read: (...args: A) => Promise<R>,
  buildValue: R,
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    if (isBuildPhase()) return buildValue;
    if (!insideNextWork()) return read(...args);
    const cached = unstable_cache(async () => superjson.stringify(await read(...args)), [name, ...args.map(String)], {
      tags: [...tags],
      revalidate: REFRESH_SECONDS,
    });
    return superjson.parse<R>(await cached());
  };
}

const { products, campaigns, fundraisers, pickup } = publicTags;

export const readCatalogue = cachedRead('catalogue', [products], () => listActiveProducts(), []);

export const readCatalogueProduct = cachedRead(
  'catalogue-product',
  [products],
  (id: number) => getActiveProduct({ id }),
  null,
);

/**
 * The shop's roasting days (issue 28), for "Next roast" on the product page. Under the products tag: saving the days
 * invalidates it (POST /_api/admin/shop/roasting); the day itself is worked out at render (next-roast.tsx).
 */
export const readShopRoastWeekdays = cachedRead(
  'shop-roast-weekdays',
  [products],
  async () => getShopRoastWeekdays(await getDb()),
  [],
);

export const readCampaignBoard = cachedRead(
  'campaign-board',
  [campaigns, fundraisers],
  async (slug: string) => withBoardTeamShare(await getCampaignLeaderboard({ slug })),
  null,
);

export const readCampaignProducts = cachedRead(
  'campaign-products',
  [products, campaigns],
  (campaignId: number) => listCampaignProducts({ campaignId }),
  [],
);

/**
 * Bags left per capped coffee of a campaign (issue 28: "Only N left", "Sold out"). An order with a campaign, a
 * cancellation and a cap change all expire `campaigns`; a product change (its default size) expires `products`.
 */
export const readCampaignBagsLeft = cachedRead(
  'campaign-bags-left',
  [products, campaigns],
  (campaignId: number) => listCampaignBagsLeft({ campaignId }),
  {},
);

/** Each of a campaign's coffees' share of one bag, for the campaign page's product cards (empty without a share). */
export const readCampaignTeamSharePerBag = cachedRead(
  'campaign-team-share-per-bag',
  [products, campaigns],
  (campaignId: number) => listTeamSharePerBag({ campaignId }),
  {},
);

export const readFundraiserPage = cachedRead(
  'fundraiser-page',
  [products, campaigns, fundraisers],
  async (slug: string) => withFundraiserTeamShare(await getFundraiserDetails({ slug })),
  null,
);

/**
 * What a fundraiser address that is not a public page leads to (an earlier address redirects; a hidden page offers
 * its campaign). Under the same tags as the page: the change that makes the page public, moves or claims its address
 * invalidates both, so a redirect is never served as the page nor the page as a redirect.
 */
export const readFundraiserAddressFate = cachedRead(
  'fundraiser-address-fate',
  [campaigns, fundraisers],
  (slug: string) => getFundraiserAddressFate({ slug }),
  null,
);

/** The campaign a public fundraiser page with nothing to sell points visitors to (no active campaign). */
export const readCampaignWayOn = cachedRead(
  'fundraiser-campaign-way-on',
  [campaigns, fundraisers],
  (pageId: number) => findCampaignWayOn({ pageId }),
  null,
);

export const readPublicFundraisingPages = cachedRead(
  'fundraising-pages',
  [campaigns, fundraisers],
  () => listPublicFundraisingPages(),
  { campaigns: [], fundraisers: [] },
);

/** A campaign's pickup options a buyer may choose (issue 25), by slug; what is left of each moves with every order. */
export const readCampaignPickupOptions = cachedRead(
  'campaign-pickup-options',
  [campaigns, pickup],
  (slug: string) => listCampaignPickupOptionsBySlug(slug),
  [],
);

/** The shop's own pickup options, for orders with no campaign. */
export const readShopPickupOptions = cachedRead('shop-pickup-options', [pickup], () => listOpenPickupOptions(null), []);
