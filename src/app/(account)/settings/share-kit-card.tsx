'use client';

import { ShareKitPanel } from '@/components/share-kit/share-kit-panel';
import { useFundraiserSettings } from '@/hooks/api/account';
import type { FundraiserSettingsJson } from '@/lib/contracts/account';
import type { SharePlan } from '@/lib/share-kit';

/** The fundraiser's share kit, for the page address and goal as last saved in Fundraiser Settings. */
export function ShareKitCard({
  initial,
  origin,
  name,
  showGoal,
  campaignName,
  plan,
  campaignId,
}: {
  initial: FundraiserSettingsJson;
  /** Issue 27: the campaign whose page this is (absent: the default page). */
  campaignId?: number;
  origin: string;
  /** The name the messages sign with: the page's public name (issue 27). */
  name: string;
  /** False when the campaign hides per-seller amounts: the messages then leave the goal out. */
  showGoal: boolean;
  campaignName: string | null;
  /** The campaign's deadline and first pickup for the messages (src/server/share-kit/plan.ts). */
  plan: SharePlan | null;
}) {
  const { data } = useFundraiserSettings(initial, campaignId);
  if (!data.isPublic || !data.landingPageSlug) {
    return (
      <p className="text-sm text-muted-foreground">
        Turn on Public Page and save a fundraiser URL in Fundraiser Settings to get your QR code, flyer and messages.
      </p>
    );
  }
  return (
    <ShareKitPanel
      kind="fundraiser"
      slug={data.landingPageSlug}
      origin={origin}
      name={name}
      campaignName={campaignName}
      goalCents={showGoal ? data.goalAmount : null}
      plan={plan}
    />
  );
}
