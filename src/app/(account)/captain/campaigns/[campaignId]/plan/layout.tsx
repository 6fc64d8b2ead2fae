import { gateManagedCampaign } from '@/components/fulfilment/managed-campaign-gate';
import { captainPlanPath } from '@/lib/paths/plan';

/** A campaign managed by another captain is a 404, the same answer as an unknown one. */
export default async function CaptainPlanLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ campaignId: string }>;
}) {
  await gateManagedCampaign((await params).campaignId, {
    area: '/captain/campaigns',
    pathFor: captainPlanPath,
    fallbackPath: '/captain/team-management',
  });
  return children;
}
