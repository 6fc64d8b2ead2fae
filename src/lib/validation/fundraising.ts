import { z } from 'zod';
import { RANK_BY, RANK_BY_INVALID } from '@/lib/leaderboard';
import { positiveIdParam, text } from './common';

const slug = (message: string) => text({ error: message }).trim().min(1, message).max(100, message);

// GET /_api/campaign/leaderboard?campaignSlug=&rankBy=raised|bags|supporters
export const campaignLeaderboardQuerySchema = z.object({
  campaignSlug: slug('Campaign slug is required.'),
  // Absent: the campaign's default (raised, or bags when it hides per-seller amounts: src/lib/rank-by.ts).
  rankBy: z.enum(RANK_BY, { error: RANK_BY_INVALID }).optional(),
});

// GET /_api/fundraiser/details?fundraiserSlug=
export const fundraiserDetailsQuerySchema = z.object({ fundraiserSlug: slug('Fundraiser slug is required.') });

// GET /_api/campaign/products?campaignId= | campaignSlug=
export const campaignProductsQuerySchema = z
  .object({
    campaignId: positiveIdParam('Campaign ID must be a positive integer.').optional(),
    campaignSlug: text().trim().min(1, 'Campaign slug must be at least 1 character.').max(100).optional(),
  })
  .refine(
    (query) => (query.campaignId === undefined) !== (query.campaignSlug === undefined),
    'Either campaignId or campaignSlug must be provided, but not both.',
  );
