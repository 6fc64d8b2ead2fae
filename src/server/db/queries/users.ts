import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../index';
import { asAccount } from '../types';
import { getDb } from '../index';
import { users } from '../schema';

/** Case-insensitive lookup by e-mail (the unique index is on lower(email)). */
export async function getUserByEmail({ email }: { email: string }, db?: Executor) {
  const executor = db ?? (await getDb());
  const [user] = await executor
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user ? asAccount(user) : null;
}

export async function getUserById({ id }: { id: number }, db?: Executor) {
  const executor = db ?? (await getDb());
  const [user] = await executor.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/** A sign-in account by id: null for a child's profile (no e-mail, never signs in) as for an unknown id. */
export async function getAccountById({ id }: { id: number }, db?: Executor) {
  const user = await getUserById({ id }, db);
  return user && user.email !== null ? asAccount(user) : null;
}
