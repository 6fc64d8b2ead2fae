import { cashUpEndpoints } from '@/lib/contracts/cash-up';
import { toDateInputValue } from '@/lib/dates';
import { paymentExportBatches } from '@/server/db/queries/cash-up';
import { csvResponse } from '@/server/http/csv';
import { route } from '@/server/http/route';
import { PAYMENT_CSV_HEADER, paymentCsvRecords } from '@/server/reads/cash-up';

// GET /_api/admin/payments/export?startDate&endDate&campaignId&collectorId
// Every ledger entry matching the cash-up's filters as CSV, one record per entry, newest first; refunds negative.
export const GET = route(cashUpEndpoints.paymentsExport, async ({ query }) =>
  csvResponse({
    filename: `payments-${toDateInputValue(new Date())}.csv`,
    header: PAYMENT_CSV_HEADER,
    batches: paymentExportBatches(query),
    records: paymentCsvRecords,
  }),
);
