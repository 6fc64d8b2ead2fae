import { adminOrderEndpoints } from '@/lib/contracts/admin-orders';
import { toDateInputValue } from '@/lib/dates';
import { orderExportBatches } from '@/server/db/queries/admin-exports';
import { csvResponse } from '@/server/http/csv';
import { route } from '@/server/http/route';
import { ORDER_CSV_HEADER, orderCsvRecords } from '@/server/reads/admin-orders';

// GET /_api/admin/orders/export?search&orderStatus&paymentStatus&campaignId&subAccountId&startDate&endDate
// Every matching order as CSV, one record per order line, newest first (paging and sort do not apply).
export const GET = route(adminOrderEndpoints.export, async ({ query }) =>
  csvResponse({
    filename: `orders-${toDateInputValue(new Date())}.csv`,
    header: ORDER_CSV_HEADER,
    batches: orderExportBatches(query),
    records: orderCsvRecords,
  }),
);
