import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FulfilmentSheet } from '@/components/fulfilment/fulfilment-sheet';
import { NotifyBuyersCard } from '@/components/notices/notify-buyers-card';
import { captainFulfilmentPath } from '@/lib/paths/fulfilment';
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
 * /captain/campaigns/[campaignId]/fulfilment: the sheet of a campaign this captain manages. The page gates itself,
 * and the query finds nothing for another captain's campaign (404), so nothing of it is ever rendered.
 */
export default async function CaptainFulfilmentPage({ params, searchParams }: Props) {
  const id = parseCampaignIdSegment((await params).campaignId);
  const roastDate = parseRoastDayParam((await searchParams).roastDate) ?? undefined;
  const gate = await gatePage('/captain/campaigns', id ? captainFulfilmentPath(id) : '/captain/team-management');
  const manager = { userId: gate.user.id, role: gate.user.role };
  const sheet = id === null ? null : await getCampaignFulfilment({ campaignId: id, manager, roastDate });
  if (!sheet) notFound();
  // Read only once the sheet was found: the campaign is one the caller manages.
  const options = await listManagedPickupOptions(sheet.campaign.id);
  return (
    <>
      <NotifyBuyersCard scope="captain" campaignId={sheet.campaign.id} options={options} />
      <FulfilmentSheet
        scope="captain"
        initial={sheet}
        roastDate={roastDate}
        back={{ href: `/captain/team-management?campaign=${sheet.campaign.id}`, label: 'Back to Team Management' }}
      />
    </>
  );
}
