import 'server-only';
import type {
  AdminCampaign,
  AdminCampaignList,
  CampaignDetails,
  CampaignParticipants,
} from '@/lib/contracts/admin-campaigns';
import { permilleToPercent } from '@/lib/team-share';
import type { AdminCampaignsQuery, CampaignParticipantsQuery } from '@/lib/validation/admin-campaigns';
import type { Executor } from '@/server/db';
import {
  getAdminCampaign,
  listAdminCampaigns,
  listCampaignProductIds,
  listEligibleCaptains,
  type AdminCampaignRow,
} from '@/server/db/queries/admin-campaigns';
import { getCampaignParticipants } from '@/server/db/queries/admin-participants';
import { campaignPlanJson } from '@/server/reads/pickup-options';

/** A campaign as the admin API returns it: dates as ISO text, the goal in cents, the team share as a percentage. */
export function adminCampaignJson(row: AdminCampaignRow): AdminCampaign {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate ? row.endDate.toISOString() : null,
    isActive: row.isActive,
    captainId: row.captainId,
    captainDisplayName: row.captainDisplayName,
    goalAmount: row.goalAmount,
    teamShareCentsPerBag: row.teamShareCentsPerBag,
    teamSharePercent: row.teamSharePermille === null ? null : permilleToPercent(row.teamSharePermille),
    participantCount: row.participantCount,
    ...campaignPlanJson(row),
    privacyMode: row.privacyMode,
    showSellerAmounts: row.showSellerAmounts,
    roastDate: row.roastDate,
    caps: row.caps,
    beneficiary: row.beneficiary ?? null,
  };
}

/** One page of campaigns: what GET /_api/admin/campaigns answers. */
export async function readAdminCampaigns(query: AdminCampaignsQuery): Promise<AdminCampaignList> {
  const { rows, total } = await listAdminCampaigns(query);
  return { campaigns: rows.map(adminCampaignJson), total, page: query.page, pageSize: query.pageSize };
}

/** One campaign in the list's shape, or null (also inside a write's transaction, for its answer). */
export async function readAdminCampaign({ id }: { id: number }, db?: Executor): Promise<AdminCampaign | null> {
  const row = await getAdminCampaign({ id }, db);
  return row ? adminCampaignJson(row) : null;
}

/**
 * The campaign form's data: the campaign, its product ids and the captains it may have; without a campaign id, the
 * captains a new campaign may have. Null for an unknown campaign.
 */
export async function readCampaignDetails({ campaignId }: { campaignId?: number }): Promise<CampaignDetails | null> {
  const campaign = campaignId === undefined ? null : await readAdminCampaign({ id: campaignId });
  if (campaignId !== undefined && !campaign) return null;
  const [productIds, captains] = await Promise.all([
    campaignId === undefined ? [] : listCampaignProductIds({ campaignId }),
    listEligibleCaptains({ campaignId, currentCaptainId: campaign?.captainId }),
  ]);
  return { campaign, productIds, ...captains };
}

/** Both lists of the Manage Participants dialog, each paged, join dates as ISO text. */
export async function readCampaignParticipants(
  query: CampaignParticipantsQuery,
  db?: Executor,
): Promise<CampaignParticipants> {
  const { participants, ...lists } = await getCampaignParticipants(query, db);
  return {
    participants: participants.map(({ joinedAt, ...person }) => ({ ...person, joinedAt: joinedAt.toISOString() })),
    ...lists,
  };
}
