import { gateManagedCampaign } from '@/components/fulfilment/managed-campaign-gate';
import { captainBoothPath } from '@/lib/paths/booth';

/** A campaign the user does not manage is a real 404, the same answer as an unknown one. */
export default async function CaptainBoothLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ campaignId: string }>;
}) {
  await gateManagedCampaign((await params).campaignId, {
    area: '/captain/campaigns',
    pathFor: captainBoothPath,
    fallbackPath: '/captain/team-management',
  });
  return children;
}
