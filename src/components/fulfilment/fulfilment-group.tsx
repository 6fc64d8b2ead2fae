'use client';

import { PackageCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { AlertDialogPrompt } from '@/components/ui/dialog-shell';
import { formatCents } from '@/lib/format';
import { cn } from '@/lib/utils';
import {
  TEAM_GROUP_NAME,
  type FulfilmentOrder,
  type FulfilmentGroup as Group,
} from '@/lib/contracts/campaign-fulfilment';
import { FulfilmentOrderCard } from './fulfilment-order-card';
import { fulfilmentOrderColumns } from './fulfilment-order-columns';
import type { HandOutHandlers } from './hand-out-action';
import type { SheetMatch } from './sheet-search';
import { optionLabel } from '@/lib/coffee/options';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * One fundraiser's orders: a heading with their totals, their pick list (the bags per coffee still to go in their
 * box), the orders (each with its own button) and a button for the whole group behind a confirmation.
 *
 * On paper each group starts a new page, and every page of it repeats "{fundraiser} · {campaign} · Printed …" at its
 * top: the section is laid out as a one-cell table whose <thead> holds that line (Chromium and Firefox repeat a
 * table's header group on every page it spans; a CSS `display: table-header-group` on other elements is not
 * repeated). On screen the table is plain blocks and its header hidden. The page number comes from the sheet's
 * `@page` margin box (fulfilment-sheet.tsx); docs/decisions/printed-sheet-headers.md.
 *
 * Below 640 px each order is a stacked card instead of a table row (docs/decisions/sheet-on-a-phone.md). The sheet's
 * search (`match`) hides the orders it does not match on screen only: paper always gets the whole group.
 */
export function FulfilmentGroupSection({
  group,
  campaignName,
  printedAt,
  match,
  onHandOutGroup,
  onRecordPayment,
  ...handOut
}: HandOutHandlers & {
  group: Group;
  campaignName: string;
  /** "Printed Nov 27, 2026, 8:15 AM" (empty before the page runs in the browser). */
  printedAt: string;
  /** The sheet's search; null shows every order. */
  match: SheetMatch | null;
  /** Hands the group's open orders out; the confirmation said what they still owe. */
  onHandOutGroup: (orderIds: number[]) => Promise<unknown>;
  onRecordPayment: (order: FulfilmentOrder) => void;
}) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const { busy } = handOut;
  const open = group.orders.filter((order) => order.orderStatus !== 'delivered');
  const owing = open.filter((order) => order.outstandingCents > 0);
  const owed = owing.reduce((sum, order) => sum + order.outstandingCents, 0);
  const shown = match ? group.orders.filter((order) => match(group, order)) : group.orders;
  const shownIds = new Set(shown.map((order) => order.orderId));
  const columns = fulfilmentOrderColumns({ onRecordPayment, ...handOut });

  const confirm = async () => {
    try {
      await onHandOutGroup(open.map((order) => order.orderId));
    } catch {
      // The mutation has shown the failure toast.
    }
    setConfirming(false);
  };

  return (
    <section
      aria-labelledby={headingId}
      className={cn('mt-10 print:mt-0 print:block print:break-before-page', shown.length === 0 && 'hidden')}
      data-fulfilment-group
    >
      <table role="presentation" className="block w-full print:table">
        <thead className="hidden print:table-header-group" data-print-header>
          <tr>
            <td className="pb-2 text-left text-xs font-normal text-muted-foreground">
              <span className="font-semibold text-foreground">{group.displayName}</span> · {campaignName} · fulfilment
              sheet{printedAt ? ` · ${printedAt}` : ''}
            </td>
          </tr>
        </thead>
        <tbody className="block print:table-row-group">
          <tr className="block print:table-row">
            <td className="block p-0 print:table-cell">
              <div className="flex flex-col gap-3 border-b pb-3 sm:flex-row sm:items-end sm:justify-between">
                <div className="min-w-0">
                  <h2 id={headingId} className="text-xl font-semibold wrap-anywhere">
                    {group.displayName}
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {plural(group.orders.length, 'order')} · {plural(group.bags, 'bag')},{' '}
                    <span className="font-medium text-foreground tabular-nums">
                      {group.bagsToHandOut.toLocaleString('en-US')}
                    </span>{' '}
                    still to hand out · due{' '}
                    <span className="font-medium text-foreground tabular-nums">
                      {formatCents(group.outstandingCents)}
                    </span>{' '}
                    of <span className="tabular-nums">{formatCents(group.orderedCents)}</span>
                  </p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  className="print:hidden"
                  disabled={busy || open.length === 0}
                  onClick={() => setConfirming(true)}
                >
                  <PackageCheck aria-hidden="true" />
                  {open.length === 0 ? 'All handed out' : 'Mark group handed out'}
                  <span className="sr-only"> ({group.displayName})</span>
                </Button>
              </div>
              <PickList group={group} />
              <div className="hidden sm:block print:block">
                <DataTable
                  columns={columns}
                  data={group.orders}
                  getRowId={(order) => String(order.orderId)}
                  label={`Orders of ${group.displayName}`}
                  caption={`Orders of ${group.displayName}`}
                  error={null}
                  onRetry={() => undefined}
                  empty="No orders."
                  fetching={busy}
                  rowProps={(order) => ({
                    className: shownIds.has(order.orderId) ? undefined : 'hidden print:table-row',
                  })}
                />
              </div>
              <ul className="space-y-3 sm:hidden print:hidden" aria-label={`Orders of ${group.displayName}`}>
                {shown.map((order) => (
                  <li key={order.orderId}>
                    <FulfilmentOrderCard order={order} onRecordPayment={onRecordPayment} {...handOut} />
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        </tbody>
      </table>

      <AlertDialog open={confirming} onOpenChange={(next) => (busy ? undefined : setConfirming(next))}>
        <AlertDialogContent preventClose={busy}>
          <AlertDialogPrompt
            title={`Mark ${plural(open.length, 'order')} of ${group.displayName} handed out?`}
            titleProps={{ className: 'wrap-anywhere' }}
            description={`${
              owing.length > 0
                ? `${plural(owing.length, 'order')} of them still ${owing.length === 1 ? 'owes' : 'owe'} ${formatCents(owed)}: ${owing.length === 1 ? 'it is' : 'they are'} handed out unpaid. `
                : ''
            }Their status becomes Delivered, and each change is recorded in the activity log. Orders already handed out stay as they are.`}
            descriptionProps={{ className: 'wrap-anywhere' }}
          >
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            <Button type="button" disabled={busy} onClick={() => void confirm()}>
              Mark handed out
            </Button>
          </AlertDialogPrompt>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

/**
 * What goes in the fundraiser's box: bags per coffee of their orders not handed out yet, with the total; on paper at
 * the top of their first page.
 */
function PickList({ group }: { group: Group }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 mb-6 rounded-xl border p-4 print:mt-2 print:mb-3 print:p-2">
      <h3 id={headingId} className="text-sm font-semibold wrap-anywhere">
        Pick list: {group.displayName === TEAM_GROUP_NAME ? 'the team box' : `${group.displayName}'s box`}
      </h3>
      {group.pickList.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">Nothing left to pack: every order is handed out.</p>
      ) : (
        <>
          <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 print:grid-cols-3">
            {group.pickList.map((pick) => (
              <li
                key={`${pick.productId ?? 'deleted'}:${pick.name}:${pick.grind}:${pick.size}`}
                className="flex items-baseline gap-2"
              >
                <span
                  className="inline-block size-4 shrink-0 border border-foreground print:inline-block"
                  aria-hidden="true"
                />
                <span className="min-w-0 wrap-anywhere">
                  <span className="font-semibold tabular-nums">{pick.bags.toLocaleString('en-US')}</span> × {pick.name}{' '}
                  <span className="text-muted-foreground">({optionLabel(pick)})</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-muted-foreground">
            {plural(group.bagsToHandOut, 'bag')} to pack
            {group.bagsHandedOut > 0 ? ` (${plural(group.bagsHandedOut, 'bag')} handed out already)` : ''}.
          </p>
        </>
      )}
    </section>
  );
}
