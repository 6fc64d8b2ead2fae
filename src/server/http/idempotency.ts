import 'server-only';
import type { NextRequest } from 'next/server';
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_INVALID } from '@/lib/validation/orders';
import { badRequest } from '@/server/errors';
import {
  bindIdempotencyKey,
  type IdempotentRequest,
  type IdempotentResult,
} from '@/server/services/idempotent-requests';
import { json, REPLAYED_HEADER, type JsonResponse } from './route';

/** The request's Idempotency-Key (orders and payments alike): null without one, 400 when malformed. */
export function readIdempotencyKey(request: NextRequest): string | null {
  const key = request.headers.get('idempotency-key');
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw badRequest(IDEMPOTENCY_KEY_INVALID);
  return key;
}

/** The request's Idempotency-Key bound to the caller and the validated body; null without one, 400 when malformed. */
export function idempotentRequest(
  request: NextRequest,
  scope: string,
  actorId: number | null,
  body: unknown,
): IdempotentRequest {
  const key = readIdempotencyKey(request);
  return key === null ? null : bindIdempotencyKey({ scope, key, actorId, body });
}

/** The first response's status and body, marked when it is a replay (route() then invalidates nothing). */
export function idempotentJson<T>({ status, body, replayed }: IdempotentResult<T>): JsonResponse<T> {
  return json(body, { status, headers: replayed ? { [REPLAYED_HEADER]: 'true' } : {} });
}
