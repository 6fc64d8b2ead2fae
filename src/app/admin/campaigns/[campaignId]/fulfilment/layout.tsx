import { notFound } from 'next/navigation';
import { adminFulfilmentPath, parseCampaignIdSegment } from '@/lib/validation/campaign-fulfilment';
import { gatePage } from '@/server/auth/page-gate';
import { getManagedCampaign } from '@/server/db/queries/campaign-access';

/**
 * Answers an unknown campaign with a real 404 before this segment's loading state starts the response (as the
 * order page does). Only an admin learns whether a campaign exists; anyone else gets Access Denied (403) from the gate.
 */
export default async function AdminFulfilmentLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ campaignId: string }>;
}) {
  const { campaignId } = await params;
  const id = parseCampaignIdSegment(campaignId);
  const { user } = await gatePage('/admin', id ? adminFulfilmentPath(id) : '/admin');
  const manager = { userId: user.id, role: user.role };
  if (id === null || !(await getManagedCampaign({ campaignId: id, manager }))) notFound();
  return children;
}
