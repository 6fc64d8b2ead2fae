import { cashUpFiltersSchema } from '@/lib/validation/cash-up';
import type { PaymentMethod } from '@/lib/validation/order-payments';
import { endpoint, jsonOf } from './endpoint';
import { fileAnswer } from './file-answer';

/** Money in, money back out and what stays, in cents. Net = received − refunded = the ledger's sum. */
export type CashFigures = { receivedCents: number; refundedCents: number; netCents: number };

/** One shop day, method and collector. `collectorId: null` is the row of entries nobody recorded a collector for. */
export type CashUpRow = CashFigures & {
  /** The shop's calendar day of receipt, "YYYY-MM-DD" (America/New_York). */
  day: string;
  method: PaymentMethod;
  collectorId: number | null;
  collectorName: string;
  entryCount: number;
};

/**
 * One person's cash: what they handed in (the entries they collected, whoever the orders are credited to) beside the
 * ledger on the orders credited to them (whoever collected it). `creditedCents` is null on the "Not recorded" row.
 */
export type CollectorCashUp = CashFigures & {
  collectorId: number | null;
  collectorName: string;
  creditedCents: number | null;
};

/** The rows the JSON answer carries at most: the newest whole days that fit (the cash-up CSV has every row). */
export const CASH_UP_ROW_LIMIT = 300;
/** The people the JSON answer carries at most, by name (a campaign or a collector filter narrows them). */
export const CASH_UP_COLLECTOR_LIMIT = 250;

export type CashUp = {
  /** The newest days' rows, whole days, at most CASH_UP_ROW_LIMIT; `moreRows` when older days were left out. */
  rows: CashUpRow[];
  moreRows: boolean;
  /** The first CASH_UP_COLLECTOR_LIMIT people by name ("Not recorded" last); `collectorCount` counts them all. */
  collectors: CollectorCashUp[];
  collectorCount: number;
  /** Over every entry matching the filters (also those of rows and people left out). */
  totals: CashFigures;
};

/** The cash-up (issue 26): the payment ledger by day, method and collector, and each collector against their credit. */
export const cashUpEndpoints = {
  /** `?startDate&endDate&campaignId&collectorId`: entries received in those shop days, cancelled orders included. */
  cashUp: endpoint({
    method: 'GET',
    path: '/_api/admin/cash-up',
    access: ['admin'],
    query: cashUpFiltersSchema,
    response: jsonOf<CashUp>(),
  }),
  /** The cash-up's rows as CSV, with a total row. */
  export: endpoint({
    method: 'GET',
    path: '/_api/admin/cash-up/export',
    access: ['admin'],
    query: cashUpFiltersSchema,
    response: fileAnswer,
  }),
  /** Every ledger entry matching the filters as CSV, one record per entry, newest first. */
  paymentsExport: endpoint({
    method: 'GET',
    path: '/_api/admin/payments/export',
    access: ['admin'],
    query: cashUpFiltersSchema,
    response: fileAnswer,
  }),
};
