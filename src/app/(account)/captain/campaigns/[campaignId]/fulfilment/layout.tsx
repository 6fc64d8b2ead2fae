import { gateManagedCampaign } from '@/components/fulfilment/managed-campaign-gate';
import { captainFulfilmentPath } from '@/lib/paths/fulfilment';

/** A campaign managed by another captain is a 404, the same answer as an unknown one. */
export default async function CaptainFulfilmentLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ campaignId: string }>;
}) {
  await gateManagedCampaign((await params).campaignId, {
    area: '/captain/campaigns',
    pathFor: captainFulfilmentPath,
    fallbackPath: '/captain/team-management',
  });
  return children;
}
