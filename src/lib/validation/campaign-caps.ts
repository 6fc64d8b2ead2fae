import { z } from 'zod';
import { isCalendarDate } from '@/lib/dates';
import { positiveId, positiveIdParam, text } from './common';
import { CAP_BAGS_INVALID, CAP_GRAMS_INVALID, CAP_PRODUCT_INVALID, ROAST_DATE_INVALID } from './campaign-roasting';

/* Issue 28: one campaign's batch limit on one coffee, set from the product dialog, and staff's cap status. */

export const CAP_CAMPAIGN_INVALID = 'Campaign ID must be a positive integer.';

const limit = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message).nullable().optional();

// POST /_api/admin/campaign/caps: both limits absent or null removes the cap.
export const setCampaignCapSchema = z
  .strictObject({
    campaignId: positiveId(CAP_CAMPAIGN_INVALID),
    productId: positiveId(CAP_PRODUCT_INVALID),
    maxBags: limit(100_000, CAP_BAGS_INVALID),
    maxGrams: limit(100_000_000, CAP_GRAMS_INVALID),
  })
  .transform(({ maxBags, maxGrams, ...ids }) => ({ ...ids, maxBags: maxBags ?? null, maxGrams: maxGrams ?? null }));
export type SetCampaignCapInput = z.input<typeof setCampaignCapSchema>;

// GET /_api/admin/campaign/caps?campaignId=
export const campaignCapsQuerySchema = z.object({ campaignId: positiveIdParam(CAP_CAMPAIGN_INVALID) });

// GET /_api/admin/product/campaign-caps?productId=
export const productCampaignCapsQuerySchema = z.object({
  productId: positiveIdParam('Product ID must be a positive integer.'),
});

// GET /_api/admin/shop-caps?roastDate= (absent: the shop's next roast day)
export const shopCapsQuerySchema = z.object({
  roastDate: text({ error: ROAST_DATE_INVALID })
    .trim()
    .refine((value) => isCalendarDate(value), ROAST_DATE_INVALID)
    .optional(),
});
