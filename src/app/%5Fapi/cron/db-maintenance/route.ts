import { cronEndpoints } from '@/lib/contracts/cron';
import { cronRoutes } from '@/server/http/cron';
import { runDatabaseMaintenance } from '@/server/services/db-maintenance';

/*
 * The database's periodic upkeep (src/server/services/db-maintenance.ts). Answers what it removed or did:
 * `{ rateLimitEvents, revokedSessions, cacheTagEvents, embeddedDatabase }`.
 */
// GET and POST /_api/cron/db-maintenance (Authorization: Bearer CRON_SECRET)
export const { GET, POST } = cronRoutes(cronEndpoints.dbMaintenance, () => runDatabaseMaintenance());
