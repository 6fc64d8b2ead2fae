'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/data-table/search-input';
import {
  fulfilmentCsvUrl,
  useCampaignFulfilment,
  useMarkHandedOut,
  useUndoHandedOut,
} from '@/hooks/api/campaign-fulfilment';
import { formatCents } from '@/lib/format';
import type {
  CampaignFulfilment,
  FulfilmentCoffee,
  FulfilmentOrder,
  FulfilmentScope,
} from '@/lib/contracts/campaign-fulfilment';
import { FulfilmentGroupSection } from './fulfilment-group';
import { FulfilmentPaymentDialog } from './fulfilment-payment-dialog';
import { PaperEntryLink } from '@/components/paper-entry/paper-entry-link';
import { MeetupModeLink } from '@/components/meetup/meetup-mode-link';
import { BoothModeLink } from '@/components/booth/booth-mode-link';
import { pageMarginCss } from './page-margins';
import { SheetRoastDayLine, SheetRoastDays, SheetRoastPlan } from './sheet-roast-plan';
import { printedText, usePrintedAt } from './printed-at';
import { sheetMatcher } from './sheet-search';
import { UnpaidHandOutDialog } from './unpaid-hand-out-dialog';
import { optionLabel } from '@/lib/coffee/options';

const bagsColumn = (accessorKey: 'bags' | 'bagsToHandOut' | 'bagsHandedOut', header: string) =>
  ({
    accessorKey,
    header,
    meta: { className: 'text-right tabular-nums' },
    cell: ({ row }) => row.original[accessorKey].toLocaleString('en-US'),
  }) satisfies ColumnDef<FulfilmentCoffee>;

const coffeeColumns: Array<ColumnDef<FulfilmentCoffee>> = [
  { accessorKey: 'name', header: 'Coffee', meta: { rowHeader: true } },
  {
    id: 'options',
    header: 'Grind and size',
    meta: { className: 'min-w-40' },
    cell: ({ row }) => (
      <ul>
        {row.original.options.map((option) => (
          <li key={`${option.grind}:${option.size}`}>
            <span className="tabular-nums">{option.bags.toLocaleString('en-US')}</span> × {optionLabel(option)}
          </li>
        ))}
      </ul>
    ),
  },
  bagsColumn('bags', 'To roast'),
  bagsColumn('bagsToHandOut', 'To hand out'),
  bagsColumn('bagsHandedOut', 'Handed out'),
];

/**
 * A campaign's fulfilment sheet, for the admin and for the campaign's captain: what is left (bags to roast, still to
 * hand out, handed out; money in orders, paid, outstanding), the bags per coffee, then one section per fundraiser
 * with their pick list and buttons to mark orders handed out. Printed (the browser's print), it drops the navigation
 * and buttons and puts each fundraiser on a page of their own, with a box to tick per order; every page says whose
 * orders it holds, the campaign, its page number and when it was printed.
 */
export function FulfilmentSheet({
  scope,
  initial,
  back,
  roastDate,
}: {
  scope: FulfilmentScope;
  initial: CampaignFulfilment;
  back: { href: string; label: string };
  /** The sheet of one roast day (`?roastDate=`); every order of the campaign when absent. */
  roastDate?: string;
}) {
  const { data = initial } = useCampaignFulfilment(scope, initial.campaign.id, initial, roastDate);
  const undo = useUndoHandedOut(scope);
  const handOut = useMarkHandedOut(scope, (orderIds) => undo.mutate(orderIds));
  const busy = handOut.isPending || undo.isPending;
  const [paying, setPaying] = useState<FulfilmentOrder | null>(null);
  // An order that still owes money, waiting for "hand out anyway" or "record payment".
  const [owing, setOwing] = useState<FulfilmentOrder | null>(null);
  const [query, setQuery] = useState('');
  const match = sheetMatcher(query);
  const matching = match
    ? data.fundraisers.reduce((count, group) => count + group.orders.filter((order) => match(group, order)).length, 0)
    : null;
  const { campaign, totals } = data;
  const printedAt = printedText(usePrintedAt());

  const count = (value: number) => value.toLocaleString('en-US');
  const figures: Array<[string, string]> = [
    ['Bags to roast', count(totals.bags)],
    ['Bags to hand out', count(totals.bagsToHandOut)],
    ['Bags handed out', count(totals.bagsHandedOut)],
    ['Orders handed out', `${count(totals.handedOut)} of ${count(totals.orders)}`],
    ['In orders', formatCents(totals.orderedCents)],
    ['Paid', formatCents(totals.collectedCents)],
    ['Outstanding', formatCents(totals.outstandingCents)],
  ];
  // Gifts are inside "In orders" (issue 29); said apart only when there are any.
  if (totals.giftCents > 0) figures.splice(5, 0, ['Of which gifts', formatCents(totals.giftCents)]);

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
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">Fulfilment sheet</p>
          <h1 className="text-2xl font-semibold wrap-anywhere sm:text-3xl">{campaign.name}</h1>
          <SheetRoastDayLine sheet={data} roastDate={roastDate} />
          {printedAt ? (
            <p className="hidden text-sm text-muted-foreground print:block" data-printed-at>
              {printedAt}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <MeetupModeLink scope={scope} campaignId={campaign.id} />
          <BoothModeLink scope={scope} campaignId={campaign.id} />
          <PaperEntryLink scope={scope} campaignId={campaign.id} />
          <Button asChild variant="outline">
            <a href={fulfilmentCsvUrl(scope, campaign.id, roastDate)} download>
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

      <SheetRoastDays sheet={data} scope={scope} roastDate={roastDate} />
      <style>{pageMarginCss(printedAt)}</style>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7 print:grid-cols-7 print:gap-2">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border bg-card p-4 print:rounded-none print:p-2">
            <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="roast-heading" className="mt-10 max-w-2xl print:mt-6">
        <h2 id="roast-heading" className="mb-2 text-xl font-semibold">
          Bags per coffee
        </h2>
        <DataTable
          columns={coffeeColumns}
          data={data.coffees}
          getRowId={(coffee) => `${coffee.productId ?? 'deleted'}:${coffee.name}`}
          label="Coffees: bags to roast, to hand out and handed out"
          caption="Bags to roast per coffee, over the campaign's orders that are not cancelled, with those still to hand out and those handed out"
          error={null}
          onRetry={() => undefined}
          empty="No orders yet."
        />
      </section>

      <SheetRoastPlan sheet={data} scope={scope} roastDate={roastDate} />

      {data.fundraisers.length === 0 ? (
        <p className="mt-10 text-muted-foreground">This campaign has no orders to hand out yet.</p>
      ) : (
        <>
          <div className="mt-10 max-w-md print:hidden">
            <SearchInput
              label="Search the sheet"
              placeholder="Buyer, order number, fundraiser or phone"
              value={query}
              onChange={setQuery}
            />
            <p role="status" className="mt-2 min-h-5 text-sm text-muted-foreground">
              {matching === null
                ? ''
                : matching === 0
                  ? 'No orders match.'
                  : `${matching.toLocaleString('en-US')} ${matching === 1 ? 'order matches' : 'orders match'}.`}
            </p>
          </div>
          {data.fundraisers.map((group) => (
            <FulfilmentGroupSection
              key={group.userId ?? 'team'}
              group={group}
              campaignName={campaign.name}
              printedAt={printedAt}
              match={match}
              busy={busy}
              onHandOut={(order) =>
                order.outstandingCents > 0 ? setOwing(order) : handOut.mutate({ orderIds: [order.orderId] })
              }
              onHandOutGroup={(orderIds) => handOut.mutateAsync({ orderIds, handOutUnpaid: true })}
              onUndo={(order) => undo.mutate([order.orderId])}
              onRecordPayment={setPaying}
            />
          ))}
        </>
      )}
      <UnpaidHandOutDialog
        order={owing}
        busy={handOut.isPending}
        onClose={() => setOwing(null)}
        onRecordPayment={(order) => {
          setOwing(null);
          setPaying(order);
        }}
        onHandOut={(order) =>
          handOut.mutate({ orderIds: [order.orderId], handOutUnpaid: true }, { onSettled: () => setOwing(null) })
        }
      />
      <FulfilmentPaymentDialog scope={scope} sheet={data} order={paying} onClose={() => setPaying(null)} />
    </div>
  );
}
