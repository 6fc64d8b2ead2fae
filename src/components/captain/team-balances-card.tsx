'use client';

import { CampaignBalances } from '@/components/balances/campaign-balances';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { TeamCampaign } from '@/lib/contracts/captain-team';
import type { CampaignBalances as Balances } from '@/lib/contracts/balances';

/** The captain's view of what their team has in orders, what is paid and what is still to collect. */
export function TeamBalancesCard({ campaign, initialData }: { campaign: TeamCampaign; initialData?: Balances }) {
  return (
    <section aria-labelledby="team-balances-heading" className="mt-10">
      <Card>
        <CardHeader>
          <CardTitle id="team-balances-heading">Balances</CardTitle>
          <CardDescription>
            Money for {campaign.name}: in orders (what buyers ordered), paid so far, and still outstanding, per
            fundraiser.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CampaignBalances
            scope="captain"
            campaignId={campaign.id}
            campaignName={campaign.name}
            initialData={initialData}
          />
        </CardContent>
      </Card>
    </section>
  );
}
