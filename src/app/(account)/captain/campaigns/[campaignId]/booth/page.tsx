import type { Metadata } from 'next';
import { BoothPage } from '@/components/booth/booth-page';

export const metadata: Metadata = { title: 'Booth Mode', robots: { index: false } };

type Props = { params: Promise<{ campaignId: string }> };

/** /(account)/captain/campaigns/[campaignId]/booth: booth mode for a campaign the user manages (else 404). The page gates itself. */
export default async function CaptainBoothPage({ params }: Props) {
  return <BoothPage segment={(await params).campaignId} scope="captain" />;
}
