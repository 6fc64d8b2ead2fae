import { sharedTagLog } from '@/server/cache/tag-log.mjs';
import { cronEndpoints } from '@/lib/contracts/cron';
import { cronRoutes } from '@/server/http/cron';

/*
 * Applies the other instances' cache invalidations to this instance now (src/server/cache/tag-log.mjs), as its
 * once-a-second timer does on a long-running server. Answers `{ shared, applied }`; `shared` is false with the
 * embedded database (one instance, no log). docs/decisions/cache-tag-sync.md says why a scheduler calls it.
 */
// GET and POST /_api/cron/cache-sync (Authorization: Bearer CRON_SECRET)
export const { GET, POST } = cronRoutes(cronEndpoints.cacheSync, async () => {
  const log = sharedTagLog();
  return { shared: log !== null, applied: log ? await log.poll() : 0 };
});
