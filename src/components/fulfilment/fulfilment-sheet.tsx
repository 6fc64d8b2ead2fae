'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { fulfilmentCsvUrl, useCampaignFulfilment, useMarkHandedOut } from '@/hooks/api/campaign-fulfilment';
import { formatCents } from '@/lib/format';
import type {
  CampaignFulfilment,
  FulfilmentCoffee,
  FulfilmentOrder,
  FulfilmentScope,
} from '@/lib/contracts/campaign-fulfilment';
import { FulfilmentGroupSection } from './fulfilment-group';
import { FulfilmentPaymentDialog } from './fulfilment-payment-dialog';

const coffeeColumns: Array<ColumnDef<FulfilmentCoffee>> = [
  { accessorKey: 'name', header: 'Coffee', meta: { rowHeader: true } },
  { accessorKey: 'bags', header: 'Bags', meta: { className: 'text-right tabular-nums' } },
];

/**
 * A campaign's fulfilment sheet, for the admin and for the campaign's captain: totals, the bags to roast, then one
 * section per fundraiser with buttons to mark orders handed out. Printed (the browser's print), it drops the
 * navigation and buttons and puts each fundraiser on a page of their own, with a box to tick per order.
 */
export function FulfilmentSheet({
  scope,
  initial,
  back,
}: {
  scope: FulfilmentScope;
  initial: CampaignFulfilment;
  back: { href: string; label: string };
}) {
  const { data = initial } = useCampaignFulfilment(scope, initial.campaign.id, initial);
  const handOut = useMarkHandedOut(scope);
  const [paying, setPaying] = useState<FulfilmentOrder | null>(null);
  const { campaign, totals } = data;

  const figures: Array<[string, string]> = [
    ['Orders', totals.orders.toLocaleString('en-US')],
    ['Bags', totals.bags.toLocaleString('en-US')],
    ['Ordered', formatCents(totals.orderedCents)],
    ['Collected', formatCents(totals.collectedCents)],
    ['Outstanding', formatCents(totals.outstandingCents)],
    ['Handed out', `${totals.handedOut.toLocaleString('en-US')} of ${totals.orders.toLocaleString('en-US')}`],
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12 print:max-w-none print:p-0 print:text-[11pt]">
      <Link
        href={back.href}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between print:mt-0">
        <div>
          <p className="text-sm font-medium text-muted-foreground">Fulfilment sheet</p>
          <h1 className="text-2xl font-semibold sm:text-3xl">{campaign.name}</h1>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button asChild variant="outline">
            <a href={fulfilmentCsvUrl(scope, campaign.id)} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      </header>

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6 print:grid-cols-6 print:gap-2">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border bg-card p-4 print:rounded-none print:p-2">
            <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="roast-heading" className="mt-10 max-w-md print:mt-6">
        <h2 id="roast-heading" className="mb-2 text-xl font-semibold">
          Bags to roast
        </h2>
        <DataTable
          columns={coffeeColumns}
          data={data.coffees}
          getRowId={(coffee) => `${coffee.productId ?? 'deleted'}:${coffee.name}`}
          label="Coffees and bags to roast"
          caption="Bags to roast per coffee, over the campaign's orders that are not cancelled"
          error={null}
          onRetry={() => undefined}
          empty="No orders yet."
        />
      </section>

      {data.fundraisers.length === 0 ? (
        <p className="mt-10 text-muted-foreground">This campaign has no orders to hand out yet.</p>
      ) : (
        data.fundraisers.map((group) => (
          <FulfilmentGroupSection
            key={group.userId ?? 'team'}
            group={group}
            campaignName={campaign.name}
            busy={handOut.isPending}
            onHandOut={(orderIds) => handOut.mutateAsync(orderIds)}
            onRecordPayment={setPaying}
          />
        ))
      )}
      <FulfilmentPaymentDialog scope={scope} sheet={data} order={paying} onClose={() => setPaying(null)} />
    </div>
  );
}
