import 'server-only';
import { ApiError } from '@/server/errors';
import type { Limit } from './rate-limit';

/*
 * A sliding-window limit counted in this process's memory, for requests that change nothing (an order replayed with
 * its Idempotency-Key): counting them in the database would make each one cost a write, the very thing the limit is
 * there to bound. With several instances each counts its own share, so an address gets up to `max` per instance.
 */

/** Addresses remembered at most; the least recently seen is forgotten first. */
const MAX_KEYS = 10_000;
const windows = new Map<string, number[]>();

/** Counts one request against `limit`, or throws 429 with Retry-After when the window is full (not counted). */
export function takeFromMemory(limit: Limit, message: (retryMinutes: number) => string, now = Date.now()): void {
  const id = `${limit.bucket}\n${limit.key}`;
  const times = (windows.get(id) ?? []).filter((at) => at > now - limit.windowMs);
  windows.delete(id);
  windows.set(id, times);
  if (windows.size > MAX_KEYS) windows.delete(windows.keys().next().value!);
  if (times.length >= limit.max) {
    // A slot frees when the max-th newest request leaves the window.
    const seconds = Math.max(1, Math.ceil((times[times.length - limit.max]! + limit.windowMs - now) / 1000));
    throw new ApiError('too_many_requests', message(Math.ceil(seconds / 60)), {
      headers: { 'Retry-After': String(seconds) },
    });
  }
  times.push(now);
}
