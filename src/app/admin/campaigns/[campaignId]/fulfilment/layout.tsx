import { gateManagedCampaign } from '@/components/fulfilment/managed-campaign-gate';
import { adminFulfilmentPath } from '@/lib/paths/fulfilment';

/**
 * Answers an unknown campaign with a real 404 (as the order page does). Only an admin learns whether a campaign
 * exists; anyone else gets Access Denied (403) from the gate.
 */
export default async function AdminFulfilmentLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ campaignId: string }>;
}) {
  const segment = (await params).campaignId;
  await gateManagedCampaign(segment, { area: '/admin', pathFor: adminFulfilmentPath, fallbackPath: '/admin' });
  return children;
}
