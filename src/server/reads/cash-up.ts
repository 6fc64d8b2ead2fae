import 'server-only';
import type { CashFigures, CashUpRow } from '@/lib/contracts/cash-up';
import { toShopDateTime } from '@/lib/dates';
import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';
import { centsToDecimal } from '@/lib/money';
import type { PaymentExportRow } from '@/server/db/queries/cash-up';
import type { CsvRow } from '@/server/http/csv';

/* ---------- The cash-up CSV: its rows, then one total row (src/server/http/csv.ts writes them) ---------- */

export const CASH_UP_CSV_HEADER = [
  'Day (America/New_York)',
  'Collector',
  'Method',
  'Entries',
  'Received',
  'Refunded',
  'Net',
] as const;

/** A line of the cash-up CSV: a row, or the total after the last one. */
export type CashUpCsvItem = { row: CashUpRow } | { total: CashFigures; entries: number };

export function cashUpCsvRecords(item: CashUpCsvItem): CsvRow[] {
  if ('row' in item) {
    const { row } = item;
    return [
      [
        row.day,
        row.collectorName,
        PAYMENT_METHOD_LABELS[row.method],
        row.entryCount,
        centsToDecimal(row.receivedCents),
        centsToDecimal(row.refundedCents),
        centsToDecimal(row.netCents),
      ],
    ];
  }
  const { receivedCents, refundedCents, netCents } = item.total;
  return [
    [
      'Total',
      '',
      '',
      item.entries,
      centsToDecimal(receivedCents),
      centsToDecimal(refundedCents),
      centsToDecimal(netCents),
    ],
  ];
}

/**
 * The cash-up CSV's lines: every row in batches of whole days, then the total, which is the rows summed (every
 * entry has one row, so it equals the cash-up's totals).
 */
export async function* cashUpCsvItems(rowBatches: AsyncIterable<CashUpRow[]>): AsyncGenerator<CashUpCsvItem[]> {
  const total = { receivedCents: 0, refundedCents: 0, netCents: 0 };
  let entries = 0;
  for await (const rows of rowBatches) {
    for (const row of rows) {
      total.receivedCents += row.receivedCents;
      total.refundedCents += row.refundedCents;
      total.netCents += row.netCents;
      entries += row.entryCount;
    }
    yield rows.map((row) => ({ row }));
  }
  yield [{ total, entries }];
}

/* ---------- The payments CSV: one record per ledger entry; refunds are negative amounts ---------- */

export const PAYMENT_CSV_HEADER = [
  'Received (America/New_York)',
  'Order Number',
  'Campaign',
  'Fundraiser',
  'Method',
  'Collector',
  'Amount',
  'Refund',
  'Reference',
  'Recorded By',
] as const;

export function paymentCsvRecords(entry: PaymentExportRow): CsvRow[] {
  return [
    [
      toShopDateTime(entry.receivedAt),
      entry.orderNumber,
      entry.campaignName,
      entry.fundraiserName,
      PAYMENT_METHOD_LABELS[entry.method],
      entry.collectorName,
      centsToDecimal(entry.amountCents),
      entry.amountCents < 0 ? 'Yes' : 'No',
      entry.reference,
      entry.recordedByName,
    ],
  ];
}
