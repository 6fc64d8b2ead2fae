import type { Metadata } from 'next';
import { MeetupPage } from '@/components/meetup/meetup-page';

export const metadata: Metadata = { title: 'Meetup Mode', robots: { index: false } };

type Props = { params: Promise<{ campaignId: string }> };

/** /admin/campaigns/[campaignId]/meetup: meetup mode for a campaign the user manages (else 404). The page gates itself. */
export default async function AdminMeetupPage({ params }: Props) {
  return <MeetupPage segment={(await params).campaignId} scope="admin" />;
}
