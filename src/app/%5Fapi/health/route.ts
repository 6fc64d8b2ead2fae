import packageJson from '../../../../package.json';
import { healthEndpoints } from '@/lib/contracts/health';
import { isDatabaseReachable } from '@/server/db';
import { json, route } from '@/server/http/route';

// GET /_api/health: for load balancers and the test web server.
export const GET = route(healthEndpoints.check, async () => {
  const database = await isDatabaseReachable();
  return json(
    { status: database ? 'ok' : 'degraded', version: packageJson.version, database },
    { status: database ? 200 : 503 },
  );
});
