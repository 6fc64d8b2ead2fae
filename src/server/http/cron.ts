import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/env';
import { NOT_FOUND, notFound, unauthorized } from '@/server/errors';
import type { EndpointDefinition, ResponseOf } from '@/lib/contracts/endpoint';
import { json, route, type RouteHandler } from './route';

/**
 * A scheduler's caller proves itself with `Authorization: Bearer <CRON_SECRET>`. Without CRON_SECRET the cron routes
 * do not exist (404); a missing or wrong secret is a 401.
 */
export function requireCronSecret(authorization: string | null) {
  const secret = getEnv().CRON_SECRET;
  if (!secret) throw notFound(NOT_FOUND);
  // Hashes of equal length, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  if (!timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${secret}`)))
    throw unauthorized('A valid cron secret is required.');
}

/**
 * A periodic job as a route (vercel.json `crons`): public as far as sessions go, behind CRON_SECRET, answering what
 * the job did. Gives the GET (Vercel Cron sends GET) and the POST of the job's contract.
 */
export function cronRoutes<G extends EndpointDefinition, P extends EndpointDefinition>(
  endpoints: { get: G; post: P },
  job: () => Promise<ResponseOf<G> & ResponseOf<P>>,
): { GET: RouteHandler; POST: RouteHandler } {
  const run = async ({ request }: { request: Request }) => {
    requireCronSecret(request.headers.get('authorization'));
    return json(await job());
  };
  return { GET: route(endpoints.get, run), POST: route(endpoints.post, run) };
}
