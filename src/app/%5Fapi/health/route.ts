import packageJson from '../../../../package.json';
import { isDatabaseReachable } from '@/server/db';
import { json } from '@/server/http/route';

// GET /_api/health: for load balancers and the test web server.
export async function GET() {
  const database = await isDatabaseReachable();
  return json({ status: database ? 'ok' : 'degraded', version: packageJson.version, database }, { status: database ? 200 : 503 });
}
