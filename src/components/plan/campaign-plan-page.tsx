import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import type { PickupScope } from '@/hooks/api/pickup-options';
import type { CampaignPlanJson, ManagedPickupOption } from '@/lib/plan/plan-types';
import { CampaignPlanForm } from './campaign-plan-form';
import { PickupOptionsManager } from './pickup-options-manager';

/** What the plan page shows (src/server/reads/campaign-plan.ts reads it). */
export type CampaignPlanPageData = {
  campaign: { id: number; name: string; slug: string | null };
  plan: CampaignPlanJson;
  pickupOptions: ManagedPickupOption[];
};

/** A campaign's plan page (admin or captain): deadline and payment instructions, then the pickup options. */
export function CampaignPlanPage({
  scope,
  data,
  back,
}: {
  scope: PickupScope;
  data: CampaignPlanPageData;
  back: { href: string; label: string };
}) {
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <div>
        <Link
          href={back.href}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
        <p className="mt-2 text-sm font-medium text-muted-foreground">Campaign plan</p>
        <h1 className="text-2xl font-semibold break-words sm:text-3xl">{data.campaign.name}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          When orders close, how buyers pay and where they pick up. Buyers see it at checkout, on the campaign pages and
          in every e-mail.
        </p>
      </div>
      <CampaignPlanForm campaignId={data.campaign.id} initial={data.plan} />
      <PickupOptionsManager
        scope={scope}
        campaignId={data.campaign.id}
        initial={{ pickupOptions: data.pickupOptions }}
      />
    </div>
  );
}
