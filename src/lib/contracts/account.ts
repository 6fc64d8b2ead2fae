import type { OrderSourceValue } from '@/lib/validation/orders';
import { saveSettingsSchema, settingsQuerySchema } from '@/lib/validation/settings';
import { updateProfileSchema } from '@/lib/validation/users';
import { endpoint, jsonOf } from './endpoint';
import type { SignedIn } from './auth';

/** The settings as GET and POST /_api/users/settings answer them (the goal in cents). */
export type FundraiserSettingsJson = {
  isPublic: boolean;
  customMessage: string | null;
  description: string | null;
  goalAmount: number | null;
  landingPageSlug: string | null;
  /** Issue 27: false leaves the fundraiser off their campaign's leaderboard (the page still sells and credits). */
  onLeaderboard: boolean;
};

/** Orders and money credited to the fundraiser from one source (`null`: placed before sources were recorded). */
export type SourceCount = { source: OrderSourceValue | null; orders: number; raisedCents: number };
export type FundraiserSourceCounts = { sources: SourceCount[]; totalOrders: number; totalRaisedCents: number };

/** The signed-in user's own profile, fundraiser settings and order sources (spec section 6). */
export const accountEndpoints = {
  updateProfile: endpoint({
    method: 'POST',
    path: '/_api/users/profile',
    access: 'user',
    body: updateProfileSchema,
    response: jsonOf<SignedIn>(),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/_api/users/settings',
    access: 'user',
    query: settingsQuerySchema,
    response: jsonOf<{ settings: FundraiserSettingsJson }>(),
  }),
  /** A page URL someone else already uses is refused (409); a campaign the person has no page in, 404. */
  saveSettings: endpoint({
    method: 'POST',
    path: '/_api/users/settings',
    access: 'user',
    body: saveSettingsSchema,
    response: jsonOf<{ settings: FundraiserSettingsJson }>(),
  }),
  /** Where the buyers of the signed-in user's own credited orders came from. */
  orderSources: endpoint({
    method: 'GET',
    path: '/_api/fundraiser/sources',
    access: 'user',
    response: jsonOf<FundraiserSourceCounts>(),
  }),
};
