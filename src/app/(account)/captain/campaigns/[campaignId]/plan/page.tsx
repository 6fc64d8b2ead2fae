import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CampaignPlanPage } from '@/components/plan/campaign-plan-page';
import { captainPlanPath } from '@/lib/paths/plan';
import { parseCampaignIdSegment } from '@/lib/validation/campaign-fulfilment';
import { gatePage } from '@/server/auth/page-gate';
import { readManagedCampaignPlan } from '@/server/reads/campaign-plan';

export const metadata: Metadata = { title: 'Campaign Plan', robots: { index: false } };

type Props = { params: Promise<{ campaignId: string }> };

/**
 * /captain/campaigns/[campaignId]/plan: deadline, payment instructions and pickup options of a campaign this captain
 * manages. The page gates itself; another captain's campaign reads as unknown (404), so nothing of it is rendered.
 */
export default async function CaptainPlanPage({ params }: Props) {
  const id = parseCampaignIdSegment((await params).campaignId);
  const gate = await gatePage('/captain/campaigns', id ? captainPlanPath(id) : '/captain/team-management');
  const data =
    id === null
      ? null
      : await readManagedCampaignPlan({ campaignId: id, manager: { userId: gate.user.id, role: gate.user.role } });
  if (!data) notFound();
  return (
    <CampaignPlanPage
      scope="captain"
      data={data}
      back={{ href: `/captain/team-management?campaign=${data.campaign.id}`, label: 'Back to Team Management' }}
    />
  );
}
