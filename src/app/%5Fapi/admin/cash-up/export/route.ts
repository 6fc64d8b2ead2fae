import { cashUpEndpoints } from '@/lib/contracts/cash-up';
import { toDateInputValue } from '@/lib/dates';
import { cashUpRowBatches } from '@/server/db/queries/cash-up';
import { csvResponse } from '@/server/http/csv';
import { route } from '@/server/http/route';
import { CASH_UP_CSV_HEADER, cashUpCsvItems, cashUpCsvRecords } from '@/server/reads/cash-up';

// GET /_api/admin/cash-up/export?startDate&endDate&campaignId&collectorId
// Every row of the cash-up (day, collector, method) as CSV, newest day first, streamed in batches of whole days,
// then a total row.
export const GET = route(cashUpEndpoints.export, async ({ query }) =>
  csvResponse({
    filename: `cash-up-${toDateInputValue(new Date())}.csv`,
    header: CASH_UP_CSV_HEADER,
    batches: cashUpCsvItems(cashUpRowBatches(query)),
    records: cashUpCsvRecords,
  }),
);
