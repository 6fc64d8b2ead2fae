import type { Metadata } from 'next';
import { PaperEntryPage } from '@/components/paper-entry/paper-entry-page';

export const metadata: Metadata = { title: 'Paper Orders', robots: { index: false } };

type Props = { params: Promise<{ campaignId: string }> };

/** /admin/campaigns/[campaignId]/paper: staff type in paper orders for any campaign (unknown: 404). Gated here too. */
export default async function AdminPaperPage({ params }: Props) {
  return <PaperEntryPage segment={(await params).campaignId} scope="admin" />;
}
