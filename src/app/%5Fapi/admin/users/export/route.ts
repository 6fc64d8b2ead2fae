import { toDateInputValue } from '@/lib/dates';
import { adminUserFiltersSchema } from '@/lib/validation/admin-users';
import { userExportBatches } from '@/server/db/queries/admin-exports';
import { csvResponse } from '@/server/http/csv';
import { route } from '@/server/http/route';
import { USER_CSV_HEADER, userCsvRecord } from '@/server/serializers';

// GET /_api/admin/users/export?search&role
// Every matching user as CSV, one record each, newest first (paging and sort do not apply).
export const GET = route({ access: ['admin'], query: adminUserFiltersSchema }, async ({ query }) =>
  csvResponse({
    filename: `users-${toDateInputValue(new Date())}.csv`,
    header: USER_CSV_HEADER,
    batches: userExportBatches(query),
    records: (user) => [userCsvRecord(user)],
  }),
);
