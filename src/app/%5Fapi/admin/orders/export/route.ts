import { toDateInputValue } from '@/lib/dates';
import { adminOrderFiltersSchema } from '@/lib/validation/admin-orders';
import { orderExportBatches } from '@/server/db/queries/admin-exports';
import { csvResponse } from '@/server/http/csv';
import { route } from '@/server/http/route';
import { ORDER_CSV_HEADER, orderCsvRecords } from '@/server/serializers';

// GET /_api/admin/orders/export?search&orderStatus&paymentStatus&campaignId&subAccountId&startDate&endDate
// Every matching order as CSV, one record per order line, newest first (paging and sort do not apply).
export const GET = route({ access: ['admin'], query: adminOrderFiltersSchema }, async ({ query }) =>
  csvResponse({
    filename: `orders-${toDateInputValue(new Date())}.csv`,
    header: ORDER_CSV_HEADER,
    batches: orderExportBatches(query),
    records: orderCsvRecords,
  }),
);
