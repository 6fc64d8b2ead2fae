import 'server-only';
import type { ManagedPickupOption, CampaignPlanJson } from '@/lib/plan/plan-types';
import { getCampaignRow } from '@/server/db/queries/admin-campaigns';
import { getManagedCampaign, type CampaignManager } from '@/server/db/queries/campaign-access';
import { campaignPlanJson, listManagedPickupOptions } from './pickup-options';

/** What the plan page shows: the campaign, its plan and its pickup options. */
export type ManagedCampaignPlan = {
  /** roastDate (issue 28): set in the admin campaign dialog, shown here read-only. */
  campaign: { id: number; name: string; slug: string | null; roastDate: string | null };
  plan: CampaignPlanJson;
  pickupOptions: ManagedPickupOption[];
};

/** A campaign's plan page data, if the manager manages it (an admin every campaign); null otherwise (404). */
export async function readManagedCampaignPlan({
  campaignId,
  manager,
}: {
  campaignId: number;
  manager: CampaignManager;
}): Promise<ManagedCampaignPlan | null> {
  if (!(await getManagedCampaign({ campaignId, manager }))) return null;
  const [row, pickupOptions] = await Promise.all([
    getCampaignRow({ id: campaignId }),
    listManagedPickupOptions(campaignId),
  ]);
  if (!row) return null;
  return {
    campaign: { id: row.id, name: row.name, slug: row.slug, roastDate: row.roastDate },
    plan: campaignPlanJson(row),
    pickupOptions,
  };
}
