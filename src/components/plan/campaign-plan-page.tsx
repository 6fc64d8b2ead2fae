import { ArrowLeft, Flame } from 'lucide-react';
import Link from 'next/link';
import type { PickupScope } from '@/hooks/api/pickup-options';
import { formatRoastDay } from '@/lib/coffee/roast-words';
import type { CampaignPlanJson, ManagedPickupOption } from '@/lib/plan/plan-types';
import { CampaignPlanForm } from './campaign-plan-form';
import { PickupOptionsManager } from './pickup-options-manager';

/** What the plan page shows (src/server/reads/campaign-plan.ts reads it). */
export type CampaignPlanPageData = {
  campaign: { id: number; name: string; slug: string | null; roastDate?: string | null };
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
        <p className="mt-3 flex items-center gap-1.5 text-sm" data-roast-date={data.campaign.roastDate ?? ''}>
          <Flame className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Roast day:{' '}
            <span className="font-medium">
              {data.campaign.roastDate ? formatRoastDay(data.campaign.roastDate) : 'not set yet'}
            </span>
            <span className="text-muted-foreground">
              {' '}
              (set by the shop in the campaign’s details; buyers see it on the pages and in e-mails)
            </span>
          </span>
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
