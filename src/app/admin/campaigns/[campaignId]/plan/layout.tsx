import { gateManagedCampaign } from '@/components/fulfilment/managed-campaign-gate';
import { adminPlanPath } from '@/lib/paths/plan';

/** An unknown campaign is a real 404; anyone but an admin gets Access Denied (403) from the gate. */
export default async function AdminPlanLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ campaignId: string }>;
}) {
  await gateManagedCampaign((await params).campaignId, {
    area: '/admin',
    pathFor: adminPlanPath,
    fallbackPath: '/admin',
  });
  return children;
}
