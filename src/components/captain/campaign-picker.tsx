'use client';

import { usePathname, useRouter } from 'next/navigation';
import { Badge } from '@/components/ui/badge';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { TeamCampaign } from '@/lib/contracts/captain-team';

/** Chooses the campaign whose team is shown (kept in the URL as ?campaign=), with its Active or Inactive badge. */
export function CampaignPicker({ campaigns, selected }: { campaigns: TeamCampaign[]; selected: TeamCampaign }) {
  const router = useRouter();
  const pathname = usePathname();
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3">
      <label id="campaign-select-label" htmlFor="campaign-select" className="text-sm font-medium">
        Campaign
      </label>
      <Select
        value={String(selected.id)}
        onValueChange={(value) => router.push(`${pathname}?campaign=${value}`, { scroll: false })}
      >
        <SelectTrigger id="campaign-select" aria-labelledby="campaign-select-label" className="w-full sm:w-80">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {campaigns.map((campaign) => (
            <SelectItem key={campaign.id} value={String(campaign.id)}>
              {campaign.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Badge variant={selected.isActive ? 'success' : 'outline'}>{selected.isActive ? 'Active' : 'Inactive'}</Badge>
    </div>
  );
}
