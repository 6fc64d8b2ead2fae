import type { Metadata } from 'next';
import { PaperEntryPage } from '@/components/paper-entry/paper-entry-page';

export const metadata: Metadata = { title: 'Paper Orders', robots: { index: false } };

type Props = { params: Promise<{ campaignId: string }> };

/** /(account)/captain/campaigns/[campaignId]/paper: paper orders for a campaign the user manages (else 404). Gated here too. */
export default async function CaptainPaperPage({ params }: Props) {
  return <PaperEntryPage segment={(await params).campaignId} scope="captain" />;
}
