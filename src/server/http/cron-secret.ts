import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/env';
import { notFound, unauthorized } from '@/server/errors';

/**
 * A scheduler's call proves itself with `Authorization: Bearer <CRON_SECRET>`. Without CRON_SECRET the cron routes do
 * not exist (404); a wrong or missing bearer is a 401.
 */
export function checkCronSecret(authorization: string | null) {
  const secret = getEnv().CRON_SECRET;
  if (!secret) throw notFound('Not found.');
  // Hashes of equal length, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  if (!timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${secret}`)))
    throw unauthorized('A valid cron secret is required.');
}
