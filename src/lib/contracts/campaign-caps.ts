import {
  campaignCapsQuerySchema,
  productCampaignCapsQuerySchema,
  setCampaignCapSchema,
  shopCapsQuerySchema,
} from '@/lib/validation/campaign-caps';
import type { CampaignCap } from './admin-campaigns';
import { endpoint, jsonOf } from './endpoint';

/** One capped coffee of a campaign: the cap, what sold (non-cancelled orders), what is left, what was refused. */
export type CampaignCapStatus = {
  productId: number;
  name: string;
  maxBags: number | null;
  maxGrams: number | null;
  soldBags: number;
  soldGrams: number;
  /** Bags of the coffee's default size still allowed (floored); null when no limit applies. */
  remainingBags: number | null;
  /** Demand beyond the cap: the bags and grams of the refused orders. */
  refusedBags: number;
  refusedGrams: number;
};

/** A campaign selling the coffee (or holding a cap on it), with that cap: the product dialog's "per campaign" list. */
export type ProductCampaignCap = {
  campaignId: number;
  campaignName: string;
  isActive: boolean;
  maxBags: number | null;
  maxGrams: number | null;
};

/** Issue 28: batch limits one coffee and one campaign at a time, and their status for staff. */
export const campaignCapEndpoints = {
  /** Sets (or, with neither limit, removes) one campaign's cap on one coffee; answers the campaign's caps. */
  set: endpoint({
    method: 'POST',
    path: '/_api/admin/campaign/caps',
    access: ['admin'],
    body: setCampaignCapSchema,
    response: jsonOf<{ message: string; caps: CampaignCap[] }>(),
  }),
  status: endpoint({
    method: 'GET',
    path: '/_api/admin/campaign/caps',
    access: ['admin'],
    query: campaignCapsQuerySchema,
    response: jsonOf<{ caps: CampaignCapStatus[] }>(),
  }),
  /** The shop's caps per roast day on orders without a campaign, for one roast day (absent: the next one). */
  shopStatus: endpoint({
    method: 'GET',
    path: '/_api/admin/shop-caps',
    access: ['admin'],
    query: shopCapsQuerySchema,
    response: jsonOf<{ roastDate: string; caps: CampaignCapStatus[] }>(),
  }),
  /** The campaigns selling a coffee and their caps on it. */
  forProduct: endpoint({
    method: 'GET',
    path: '/_api/admin/product/campaign-caps',
    access: ['admin'],
    query: productCampaignCapsQuerySchema,
    response: jsonOf<{ campaigns: ProductCampaignCap[] }>(),
  }),
};
