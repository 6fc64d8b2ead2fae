'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useProductCampaignCaps, useSetCampaignCap } from '@/hooks/api/campaign-caps';
import { gramsToPounds } from '@/lib/coffee/cap-math';
import type { ProductCampaignCap } from '@/lib/contracts/campaign-caps';
import { poundsField, wholeBagsField } from '@/lib/forms/product-roasting-form';
import { CAP_BAGS_INVALID } from '@/lib/validation/campaign-roasting';

/**
 * The coffee's batch limit in each campaign selling it (issue 28): max bags and/or max pounds, each row saved on its
 * own (POST /_api/admin/campaign/caps); both empty removes the limit.
 */
export function ProductCampaignCaps({ productId }: { productId: number }) {
  const campaigns = useProductCampaignCaps(productId);
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">Batch limit per campaign</p>
      {campaigns.isPending ? (
        <p className="text-xs text-muted-foreground" aria-busy="true">
          Loading campaigns…
        </p>
      ) : campaigns.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load the campaigns: {campaigns.error.message}
        </p>
      ) : campaigns.data.campaigns.length === 0 ? (
        <p className="text-xs text-muted-foreground">No campaign sells this coffee.</p>
      ) : (
        <ul className="grid gap-2">
          {campaigns.data.campaigns.map((campaign) => (
            <CampaignCapRow
              key={`${campaign.campaignId}-${campaign.maxBags}-${campaign.maxGrams}`}
              productId={productId}
              campaign={campaign}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function CampaignCapRow({ productId, campaign }: { productId: number; campaign: ProductCampaignCap }) {
  const id = useId();
  const save = useSetCampaignCap();
  const [bags, setBags] = useState(campaign.maxBags === null ? '' : String(campaign.maxBags));
  const [pounds, setPounds] = useState(campaign.maxGrams === null ? '' : gramsToPounds(campaign.maxGrams));
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const maxBags = wholeBagsField(CAP_BAGS_INVALID).safeParse(bags);
    const maxGrams = poundsField.safeParse(pounds);
    const issue = maxBags.error?.issues[0] ?? maxGrams.error?.issues[0];
    setError(issue ? issue.message : null);
    if (!maxBags.success || !maxGrams.success) return;
    save.mutate({ campaignId: campaign.campaignId, productId, maxBags: maxBags.data, maxGrams: maxGrams.data });
  };
  const onEnter = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  return (
    <li className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_6rem_6rem_auto] sm:items-end">
      <p className="text-sm">
        <span className="font-medium">{campaign.campaignName}</span>
        {campaign.isActive ? null : <span className="text-muted-foreground"> (inactive)</span>}
      </p>
      <div className="grid gap-1">
        <label htmlFor={`${id}-bags`} className="text-xs text-muted-foreground">
          Max bags
        </label>
        <Input
          id={`${id}-bags`}
          inputMode="numeric"
          value={bags}
          onChange={(event) => setBags(event.target.value)}
          onKeyDown={onEnter}
          aria-label={`Max bags for ${campaign.campaignName}`}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-lb`} className="text-xs text-muted-foreground">
          Max lb
        </label>
        <Input
          id={`${id}-lb`}
          inputMode="decimal"
          value={pounds}
          onChange={(event) => setPounds(event.target.value)}
          onKeyDown={onEnter}
          aria-label={`Max pounds for ${campaign.campaignName}`}
        />
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={save.isPending}
        onClick={submit}
        aria-label={`Save batch limit for ${campaign.campaignName}`}
      >
        {save.isPending ? 'Saving...' : 'Save limit'}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-4">
          {error}
        </p>
      ) : null}
    </li>
  );
}
