import { gateManagedCampaign } from '@/components/fulfilment/managed-campaign-gate';
import { adminMeetupPath } from '@/lib/paths/meetup';

/** A campaign the user does not manage is a real 404, the same answer as an unknown one. */
export default async function AdminMeetupLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ campaignId: string }>;
}) {
  await gateManagedCampaign((await params).campaignId, {
    area: '/admin',
    pathFor: adminMeetupPath,
    fallbackPath: '/admin',
  });
  return children;
}
