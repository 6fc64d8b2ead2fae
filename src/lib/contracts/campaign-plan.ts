import {
  campaignPickupOptionsQuerySchema,
  captainPlanSchema,
  createPickupOptionSchema,
  deletePickupOptionSchema,
  managedPickupOptionsQuerySchema,
  updatePickupOptionSchema,
} from '@/lib/validation/campaign-plan';
import type { CampaignPlanJson, ManagedPickupOption, PickupOptionJson } from '@/lib/plan/plan-types';
import { endpoint, jsonOf } from './endpoint';

export type PickupOptionsResponse = { pickupOptions: PickupOptionJson[] };
export type ManagedPickupOptionsResponse = { pickupOptions: ManagedPickupOption[] };
export type PickupOptionChange = { message: string; pickupOption: ManagedPickupOption };

/*
 * The campaign plan (issue 25): pickup options, read by buyers, managed by staff (any campaign, and the shop's own
 * with campaignId null) and by a captain for the campaigns they manage (another's answers 404). The deadline and
 * payment instructions travel with the campaign (admin create/update) and the captain's plan call.
 */

/** Public, cached and tag-invalidated like the leaderboard. */
export const publicPickupEndpoints = {
  campaign: endpoint({
    method: 'GET',
    path: '/_api/campaign/pickup-options',
    access: 'public',
    query: campaignPickupOptionsQuerySchema,
    response: jsonOf<PickupOptionsResponse>(),
  }),
  /** The shop's own options, for orders with no campaign. */
  shop: endpoint({
    method: 'GET',
    path: '/_api/pickup-options',
    access: 'public',
    response: jsonOf<PickupOptionsResponse>(),
  }),
};

export const adminPickupEndpoints = {
  /** `?campaignId=`; absent: the shop's own. */
  list: endpoint({
    method: 'GET',
    path: '/_api/admin/pickup-options',
    access: ['admin'],
    query: managedPickupOptionsQuerySchema,
    response: jsonOf<ManagedPickupOptionsResponse>(),
  }),
  /** Answers 201. */
  create: endpoint({
    method: 'POST',
    path: '/_api/admin/pickup-options',
    access: ['admin'],
    body: createPickupOptionSchema,
    response: jsonOf<PickupOptionChange>(),
  }),
  update: endpoint({
    method: 'POST',
    path: '/_api/admin/pickup-options/update',
    access: ['admin'],
    body: updatePickupOptionSchema,
    response: jsonOf<PickupOptionChange>(),
  }),
  /** 409 while orders hold the option (move them first). */
  delete: endpoint({
    method: 'POST',
    path: '/_api/admin/pickup-options/delete',
    access: ['admin'],
    body: deletePickupOptionSchema,
    response: jsonOf<{ message: string; id: number }>(),
  }),
};

export const captainPickupEndpoints = {
  /** `?campaignId=` (required for a captain). */
  list: endpoint({
    method: 'GET',
    path: '/_api/captain/pickup-options',
    access: ['admin', 'fundraiser_captain'],
    query: managedPickupOptionsQuerySchema,
    response: jsonOf<ManagedPickupOptionsResponse>(),
  }),
  create: endpoint({
    method: 'POST',
    path: '/_api/captain/pickup-options',
    access: ['admin', 'fundraiser_captain'],
    body: createPickupOptionSchema,
    response: jsonOf<PickupOptionChange>(),
  }),
  update: endpoint({
    method: 'POST',
    path: '/_api/captain/pickup-options/update',
    access: ['admin', 'fundraiser_captain'],
    body: updatePickupOptionSchema,
    response: jsonOf<PickupOptionChange>(),
  }),
  delete: endpoint({
    method: 'POST',
    path: '/_api/captain/pickup-options/delete',
    access: ['admin', 'fundraiser_captain'],
    body: deletePickupOptionSchema,
    response: jsonOf<{ message: string; id: number }>(),
  }),
  /** The deadline and payment instructions of a campaign the captain manages. */
  plan: endpoint({
    method: 'POST',
    path: '/_api/captain/campaign/plan',
    access: ['admin', 'fundraiser_captain'],
    body: captainPlanSchema,
    response: jsonOf<{ message: string; campaignId: number; plan: CampaignPlanJson }>(),
  }),
};
