import { adminUserEndpoints } from '@/lib/contracts/admin-users';
import { toDateInputValue } from '@/lib/dates';
import { userExportBatches } from '@/server/db/queries/admin-exports';
import { csvResponse } from '@/server/http/csv';
import { route } from '@/server/http/route';
import { USER_CSV_HEADER, userCsvRecord } from '@/server/reads/admin-users';

// GET /_api/admin/users/export?search&role
// Every matching user as CSV, one record each, newest first (paging and sort do not apply).
export const GET = route(adminUserEndpoints.export, async ({ query }) =>
  csvResponse({
    filename: `users-${toDateInputValue(new Date())}.csv`,
    header: USER_CSV_HEADER,
    batches: userExportBatches(query),
    records: (user) => [userCsvRecord(user)],
  }),
);
