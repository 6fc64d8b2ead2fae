import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A query runner: the database itself or an open transaction. */
export type Executor = Database | Transaction;

/**
 * `true` only when a validation list and a database enum hold the same values: `Assert<SameValues<…>>` makes a change
 * to one without the other fail the typecheck.
 */
export type SameValues<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Assert<T extends true> = T;

/**
 * A users row read by an account's e-mail, session or sign-in as the account it is (issue 27: only a child's profile,
 * which never signs in, has no e-mail). Throws on a child's profile: reaching one here is a bug, not user input.
 */
export function asAccount<T extends { email: string | null }>(row: T): T & { email: string } {
  if (row.email === null) throw new Error('Expected a sign-in account, found a child profile without an e-mail.');
  return row as T & { email: string };
}
