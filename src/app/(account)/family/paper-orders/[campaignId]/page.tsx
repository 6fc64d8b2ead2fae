import type { Metadata } from 'next';
import { PaperEntryPage } from '@/components/paper-entry/paper-entry-page';

export const metadata: Metadata = { title: 'Paper Orders', robots: { index: false } };

type Props = { params: Promise<{ campaignId: string }> };

/**
 * /(account)/family/paper-orders/[campaignId]: a seller or their guardian types in an envelope of paper order forms
 * for their own seller (anyone else: 404). The page gates itself.
 */
export default async function FamilyPaperPage({ params }: Props) {
  return <PaperEntryPage segment={(await params).campaignId} scope="family" />;
}
