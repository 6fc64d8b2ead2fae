import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FulfilmentSheet } from '@/components/fulfilment/fulfilment-sheet';
import { NotifyBuyersCard } from '@/components/notices/notify-buyers-card';
import { adminFulfilmentPath } from '@/lib/paths/fulfilment';
import { parseCampaignIdSegment } from '@/lib/validation/campaign-fulfilment';
import { parseRoastDayParam } from '@/lib/validation/roast-plan';
import { gatePage } from '@/server/auth/page-gate';
import { getCampaignFulfilment } from '@/server/db/queries/campaign-fulfilment';
import { listManagedPickupOptions } from '@/server/reads/pickup-options';

export const metadata: Metadata = { title: 'Fulfilment Sheet', robots: { index: false } };

type Props = {
  params: Promise<{ campaignId: string }>;
  searchParams: Promise<{ roastDate?: string | string[] }>;
};

/**
 * /admin/campaigns/[campaignId]/fulfilment(?roastDate=): the campaign's roast and hand-out sheet, of one roast day with
 * `roastDate` (one that is not a day shows them all). The page gates itself.
 */
export default async function AdminFulfilmentPage({ params, searchParams }: Props) {
  const id = parseCampaignIdSegment((await params).campaignId);
  const roastDate = parseRoastDayParam((await searchParams).roastDate) ?? undefined;
  const gate = await gatePage('/admin', id ? adminFulfilmentPath(id) : '/admin');
  const manager = { userId: gate.user.id, role: gate.user.role };
  const sheet = id === null ? null : await getCampaignFulfilment({ campaignId: id, manager, roastDate });
  if (!sheet) notFound();
  // Read only once the sheet was found: the campaign is one the caller manages.
  const options = await listManagedPickupOptions(sheet.campaign.id);
  return (
    <>
      <NotifyBuyersCard scope="admin" campaignId={sheet.campaign.id} options={options} />
      <FulfilmentSheet
        scope="admin"
        initial={sheet}
        roastDate={roastDate}
        back={{ href: '/admin?tab=campaigns', label: 'Back to Campaigns' }}
      />
    </>
  );
}
