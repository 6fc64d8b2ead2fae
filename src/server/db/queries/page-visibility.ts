import 'server-only';
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { fundraiserPages, users } from '../schema';

/*
 * Issue 27: when a fundraiser page may be seen and a photo shown. A child's profile (users.is_child) needs the
 * consent a guardian recorded last (guardian_consents, newest row wins): its page is public only with `public_page`
 * consent, its photo shown only with `photo` consent, whatever the page's own switch says. Written out against
 * `"users".id` (and `pageIsPublic` against `"fundraiser_pages"`, the page's owner joined as `users`) so the fragments
 * work in any select that reads those tables unaliased.
 */

const consentInForce = (what: 'public_page' | 'photo') =>
  sql<boolean>`coalesce((
    select gc.${sql.raw(what)} from guardian_consents gc
    where gc.child_user_id = ${users}.id
    order by gc.given_at desc, gc.id desc
    limit 1
  ), false)`;

/** The page is public: its owner made it so and, for a child, a guardian consented to a public page. */
export const pageIsPublic = sql<boolean>`(${fundraiserPages}.is_public and (not ${users}.is_child or ${consentInForce('public_page')}))`;

/** A photo may be shown where the campaign's mode allows photos: always for an adult, for a child with consent. */
export const photoConsented = sql<boolean>`(not ${users}.is_child or ${consentInForce('photo')})`;

/**
 * Issue 27: the join condition of a person's (`users`) page of one campaign: `leftJoin(fundraiserPages,
 * pageOfCampaign(campaignId))`, so `pageIsPublic` and the page's columns speak of that campaign's page.
 */
export const pageOfCampaign = (campaignId: number | SQLWrapper) =>
  and(eq(fundraiserPages.userId, users.id), eq(fundraiserPages.campaignId, campaignId as number))!;
