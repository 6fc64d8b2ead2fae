import { cashUpEndpoints } from '@/lib/contracts/cash-up';
import { toDateInputValue } from '@/lib/dates';
import { getCashUp } from '@/server/db/queries/cash-up';
import { csvResponse } from '@/server/http/csv';
import { route } from '@/server/http/route';
import { CASH_UP_CSV_HEADER, cashUpCsvRecords } from '@/server/reads/cash-up';

// GET /_api/admin/cash-up/export?startDate&endDate&campaignId&collectorId
// Every row of the cash-up (day, collector, method) as CSV, then a total row. One batch: a row per day, method and
// person.
export const GET = route(cashUpEndpoints.export, async ({ query }) => {
  const cashUp = await getCashUp(query, { limit: null });
  return csvResponse({
    filename: `cash-up-${toDateInputValue(new Date())}.csv`,
    header: CASH_UP_CSV_HEADER,
    batches: (async function* () {
      yield [cashUp];
    })(),
    records: cashUpCsvRecords,
  });
});
