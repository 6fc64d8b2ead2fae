import { PgPreparedQuery } from 'drizzle-orm/pg-core';

/*
 * Database errors, made safe to log. Drizzle wraps a failed query in an error whose message and properties carry
 * the query's parameters, and the drivers add a `detail` that quotes the values (`Key (email)=(…) already
 * exists`): password hashes, token hashes and e-mail addresses would reach the logs. Every failed query is
 * re-thrown as a DatabaseQueryError holding only the server's message, the SQLSTATE code and the names of the
 * constraint, table and column involved.
 */
export class DatabaseQueryError extends Error {
  readonly code: string | undefined;
  readonly constraint: string | undefined;
  readonly table: string | undefined;
  readonly column: string | undefined;

  constructor(cause: unknown) {
    const source = (typeof cause === 'object' && cause !== null ? cause : {}) as Record<string, unknown>;
    const text = (key: string) => (typeof source[key] === 'string' ? (source[key] as string) : undefined);
    super(text('message') ?? 'Database query failed.');
    this.name = 'DatabaseQueryError';
    this.code = text('code');
    this.constraint = text('constraint');
    this.table = text('table');
    this.column = text('column');
  }
}

type QueryWithCache = (queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache; __sanitized?: boolean };

/** Every driver's prepared query runs through this one method; installed once, before the first query. */
export function sanitizeQueryErrors() {
  if (prototype.__sanitized) return;
  const original = prototype.queryWithCache;
  prototype.queryWithCache = async function (this: unknown, queryString, params, query) {
    try {
      return await original.call(this, queryString, params, query);
    } catch (error) {
      const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
      throw new DatabaseQueryError(cause);
    }
  };
  prototype.__sanitized = true;
}

/** Whether a unique index refused a write (SQLSTATE 23505), wherever in the cause chain the code sits. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && 'code' in current && (current as { code?: unknown }).code === '23505') {
      return (
        constraint === undefined || String((current as { constraint?: unknown }).constraint ?? '').includes(constraint)
      );
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Node's socket errors and PostgreSQL's SQLSTATEs for "the server is not there right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is restarting
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

/** What node-postgres and the Neon driver say when a connection drops or cannot be had (they set no code). */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|not queryable|Cannot use a pool after calling end|WebSocket/i;

/**
 * Whether a failure means the database could not be reached (refused, dropped, restarting) rather than that a
 * query was wrong: SQLSTATE class 08 (connection exception), 57P0x, the drivers' socket errors and messages. Looks
 * through the cause chain and an AggregateError's errors (a host with several addresses refused on each).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 10) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}
