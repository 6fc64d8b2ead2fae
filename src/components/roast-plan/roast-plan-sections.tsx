import { ClipboardList } from 'lucide-react';
import Link from 'next/link';
import type { RoastDayPlan, RoastPlan } from '@/lib/contracts/roast-plan';
import { adminFulfilmentPath } from '@/lib/paths/fulfilment';
import { RoastPlanCoffees, RoastPlanTotals } from './roast-plan-view';

/*
 * A roast day's plan: everything to roast that day first (what the roaster needs), then the same per campaign (each
 * with a link to its fulfilment sheet for that day) and for the shop's own orders. On paper the day's total is the
 * first page and each campaign starts a page of its own.
 */

function PartSection({
  id,
  title,
  plan,
  empty,
  children,
}: {
  id: string;
  title: string;
  plan: RoastPlan;
  empty: string;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10 print:mt-0 print:break-before-page">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold wrap-anywhere">
          {title}
        </h2>
        {children}
      </div>
      {plan.length > 0 ? <RoastPlanTotals plan={plan} className="mt-3" /> : null}
      <div className="mt-4">
        <RoastPlanCoffees plan={plan} empty={empty} context={title} />
      </div>
    </section>
  );
}

export function RoastPlanSections({ plan }: { plan: RoastDayPlan }) {
  return (
    <>
      <section aria-labelledby="roast-day-total" className="mt-8 print:mt-4">
        <h2 id="roast-day-total" className="text-xl font-semibold">
          Everything to roast
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Orders whose roast day this is, from campaigns and the shop, cancelled orders left out. Green coffee is the
          roasted weight ÷ (1 − the coffee&apos;s shrinkage), rounded up to the gram.
        </p>
        {plan.roastPlan.length > 0 ? <RoastPlanTotals plan={plan.roastPlan} className="mt-4" /> : null}
        <div className="mt-4">
          <RoastPlanCoffees plan={plan.roastPlan} empty="No coffee to roast on this day yet." context="everything" />
        </div>
      </section>
      {plan.campaigns.map((campaign) => (
        <PartSection
          key={campaign.id}
          id={`roast-campaign-${campaign.id}`}
          title={campaign.name}
          plan={campaign.roastPlan}
          empty="No orders for this roast day yet."
        >
          <Link
            href={`${adminFulfilmentPath(campaign.id)}?roastDate=${plan.date}`}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline print:hidden"
          >
            <ClipboardList className="size-4" aria-hidden="true" />
            Fulfilment sheet<span className="sr-only"> of {campaign.name}</span>
          </Link>
        </PartSection>
      ))}
      {plan.shop.roastPlan.length > 0 ? (
        <PartSection
          id="roast-shop"
          title="Shop orders"
          plan={plan.shop.roastPlan}
          empty="No shop orders for this roast day."
        />
      ) : null}
    </>
  );
}
