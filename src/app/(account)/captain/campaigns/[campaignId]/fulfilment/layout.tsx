import { notFound } from 'next/navigation';
import { captainFulfilmentPath, parseCampaignIdSegment } from '@/lib/validation/campaign-fulfilment';
import { gatePage } from '@/server/auth/page-gate';
import { getManagedCampaign } from '@/server/db/queries/campaign-access';

/**
 * A real 404 for a campaign that is unknown or managed by another captain (the same answer for both), sent before
 * this segment's loading state starts the response. The page checks again itself.
 */
export default async function CaptainFulfilmentLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ campaignId: string }>;
}) {
  const { campaignId } = await params;
  const id = parseCampaignIdSegment(campaignId);
  const { user } = await gatePage('/captain/campaigns', id ? captainFulfilmentPath(id) : '/captain/team-management');
  const manager = { userId: user.id, role: user.role };
  if (id === null || !(await getManagedCampaign({ campaignId: id, manager }))) notFound();
  return children;
}
