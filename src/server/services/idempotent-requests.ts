import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/server/db';
import { idempotentRequests } from '@/server/db/schema';
import { ApiError } from '@/server/errors';
import { pruneExpiredRecords } from './housekeeping';

/*
 * Idempotency-Key for any write endpoint, with the orders' semantics (services/order-idempotency.ts): a key is bound
 * to a fingerprint of who called and what they sent. The same key with the same request answers the first response
 * and writes nothing; with anything else it is refused (422). The key's row is written in the write's own
 * transaction, so a request that fails leaves no key behind and a retry runs it again. Rows are kept 24 hours
 * (services/housekeeping.ts).
 */

export const IDEMPOTENT_REQUEST_REUSED =
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.';

/** One endpoint's key and what was asked of it; null when the caller sent no key. */
export type IdempotentRequest = { scope: string; key: string; actorId: number | null; fingerprint: string } | null;

/** A key bound to the caller and the validated request (the HTTP layer reads the key: src/server/http/idempotency.ts). */
export function bindIdempotencyKey({
  scope,
  key,
  actorId,
  body,
}: {
  scope: string;
  key: string;
  actorId: number | null;
  body: unknown;
}): NonNullable<IdempotentRequest> {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ caller: actorId ?? 'guest', body }))
    .digest('hex');
  return { scope, key, actorId, fingerprint };
}

export type IdempotentResult<T> = { status: number; body: T; replayed: boolean };

/**
 * Runs `write` in one transaction guarded by the key: two requests with one key take turns (a transaction-scoped
 * advisory lock), so the second sees the first's stored response instead of writing again.
 */
export async function runIdempotent<T>(
  idempotent: IdempotentRequest,
  status: number,
  write: (tx: Transaction) => Promise<T>,
): Promise<IdempotentResult<T>> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<IdempotentResult<T>> => {
    if (idempotent) {
      await tx.execute(sql`select pg_advisory_xact_lock(${lockId(idempotent).toString()}::bigint)`);
      const [stored] = await tx
        .select()
        .from(idempotentRequests)
        .where(and(eq(idempotentRequests.scope, idempotent.scope), eq(idempotentRequests.key, idempotent.key)));
      if (stored) {
        if (stored.fingerprint !== idempotent.fingerprint)
          throw new ApiError('unprocessable', IDEMPOTENT_REQUEST_REUSED);
        return { status: stored.status, body: stored.response as T, replayed: true };
      }
    }
    const body = await write(tx);
    if (idempotent) await tx.insert(idempotentRequests).values({ ...idempotent, status, response: body });
    return { status, body, replayed: false };
  });
  if (idempotent && !result.replayed) pruneExpiredRecords();
  return result;
}

function lockId({ scope, key }: NonNullable<IdempotentRequest>): bigint {
  return createHash('sha256').update(`idempotent-request\n${scope}\n${key}`).digest().readBigInt64BE(0);
}
