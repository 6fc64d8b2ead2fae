'use client';

import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { copyLink } from '@/lib/copy-to-clipboard';

/** Captains and admins share campaign pages instead of a personal one. */
export function CampaignLinksList({
  campaigns,
  origin,
}: {
  campaigns: Array<{ id: number; name: string; slug: string | null }>;
  origin: string;
}) {
  return (
    <ul className="divide-y rounded-xl border">
      {campaigns.map((campaign) => {
        const url = campaign.slug ? `${origin}/campaigns/${campaign.slug}` : null;
        return (
          <li key={campaign.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-medium">{campaign.name}</p>
              <p className="text-sm break-all text-muted-foreground">{url ?? 'URL not available (no slug)'}</p>
            </div>
            {url ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => copyLink(url)}
                aria-label={`Copy link for ${campaign.name}`}
              >
                <Copy /> Copy
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
