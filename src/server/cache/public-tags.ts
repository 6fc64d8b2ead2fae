import 'server-only';
import { revalidateTag } from 'next/cache';
import { insideNextWork } from './next-context';

/**
 * Cache tags of the public pages and their JSON reads. Coarse on purpose: one per kind of content, so a change
 * never misses a page that shows it (a product appears in the catalogue, on campaign and fundraiser pages; an order
 * moves a fundraiser's total and their campaign's leaderboard). docs/decisions/public-page-cache.md says why.
 */
export const publicTags = {
  products: 'public:products',
  campaigns: 'public:campaigns',
  fundraisers: 'public:fundraisers',
  /** Pickup options and what is left of their capacity (issue 25). */
  pickup: 'public:pickup',
} as const;

export type PublicTag = (typeof publicTags)[keyof typeof publicTags];

/** What each kind of change makes stale. */
export const staleAfter = {
  /** A product created, edited, deactivated, restored or deleted. */
  productChange: [publicTags.products, publicTags.campaigns, publicTags.fundraisers],
  /** A campaign, its products or participants; a user's role or account; an order's status (capacity left too). */
  fundraisingChange: [publicTags.campaigns, publicTags.fundraisers, publicTags.pickup],
  /** A pickup option created, changed or deleted, or an order placed or moved (capacity left); the plan shows on pages. */
  pickupChange: [publicTags.campaigns, publicTags.fundraisers, publicTags.pickup],
} as const satisfies Record<string, readonly PublicTag[]>;

/**
 * Expires the tagged pages and reads at once (`expire: 0`): the next visitor waits for a fresh render instead of
 * seeing the old one. Other instances learn of it through the shared tag log (src/server/cache/cache-handler.mjs).
 */
export function invalidatePublic(tags: readonly PublicTag[]): void {
  if (!insideNextWork()) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
