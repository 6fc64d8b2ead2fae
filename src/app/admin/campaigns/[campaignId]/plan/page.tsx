import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CampaignPlanPage } from '@/components/plan/campaign-plan-page';
import { adminPlanPath } from '@/lib/paths/plan';
import { parseCampaignIdSegment } from '@/lib/validation/campaign-fulfilment';
import { gatePage } from '@/server/auth/page-gate';
import { readManagedCampaignPlan } from '@/server/reads/campaign-plan';

export const metadata: Metadata = { title: 'Campaign Plan', robots: { index: false } };

type Props = { params: Promise<{ campaignId: string }> };

/** /admin/campaigns/[campaignId]/plan: the campaign's deadline, payment instructions and pickup options. */
export default async function AdminPlanPage({ params }: Props) {
  const id = parseCampaignIdSegment((await params).campaignId);
  const gate = await gatePage('/admin', id ? adminPlanPath(id) : '/admin');
  const data =
    id === null
      ? null
      : await readManagedCampaignPlan({ campaignId: id, manager: { userId: gate.user.id, role: gate.user.role } });
  if (!data) notFound();
  return (
    <CampaignPlanPage scope="admin" data={data} back={{ href: '/admin?tab=campaigns', label: 'Back to Campaigns' }} />
  );
}
