import 'server-only';
import type { CashUp, CashUpRow } from '@/lib/contracts/cash-up';
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

export function cashUpCsvRecords(cashUp: CashUp): CsvRow[] {
  const row = (item: CashUpRow): CsvRow => [
    item.day,
    item.collectorName,
    PAYMENT_METHOD_LABELS[item.method],
    item.entryCount,
    centsToDecimal(item.receivedCents),
    centsToDecimal(item.refundedCents),
    centsToDecimal(item.netCents),
  ];
  const entries = cashUp.rows.reduce((count, item) => count + item.entryCount, 0);
  const { receivedCents, refundedCents, netCents } = cashUp.totals;
  return [
    ...cashUp.rows.map(row),
    ['Total', '', '', entries, centsToDecimal(receivedCents), centsToDecimal(refundedCents), centsToDecimal(netCents)],
  ];
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
