import { QrCode } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { campaignSharePlan } from '@/server/share-kit/plan';
import { ShareKitPanel } from './share-kit-panel';

/** A captain's share kit for the campaign page (team management); the messages tell the campaign's plan. */
export async function CampaignShareKitCard({
  campaign,
  origin,
}: {
  campaign: { name: string; slug: string; goalAmountCents: number | null };
  origin: string;
}) {
  const plan = await campaignSharePlan(campaign.slug);
  return (
    <div className="mx-auto max-w-6xl px-4 pb-14 sm:px-6 lg:px-8">
      <Card id="share-kit" className="scroll-mt-24">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <QrCode className="size-5 text-primary" aria-hidden="true" /> Campaign Share Kit
          </CardTitle>
          <CardDescription>
            The campaign page&apos;s QR code, a printable flyer and messages ready to send.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ShareKitPanel
            kind="campaign"
            slug={campaign.slug}
            origin={origin}
            name={campaign.name}
            campaignName={campaign.name}
            goalCents={campaign.goalAmountCents}
            plan={plan}
          />
        </CardContent>
      </Card>
    </div>
  );
}
