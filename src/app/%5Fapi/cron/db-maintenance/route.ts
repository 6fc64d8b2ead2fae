import { cronRoute } from '@/server/http/cron';
import { runDatabaseMaintenance } from '@/server/services/db-maintenance';

/*
 * The database's periodic upkeep (src/server/services/db-maintenance.ts). Answers what it removed or did:
 * `{ rateLimitEvents, revokedSessions, cacheTagEvents, embeddedDatabase }`.
 */
const handler = cronRoute(() => runDatabaseMaintenance());

// GET /_api/cron/db-maintenance (Authorization: Bearer CRON_SECRET)
export const GET = handler;
// POST /_api/cron/db-maintenance
export const POST = handler;
