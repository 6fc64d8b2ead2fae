import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../index';
import { getDb } from '../index';
import { users } from '../schema';

/** Case-insensitive lookup by e-mail (the unique index is on lower(email)). */
export async function getUserByEmail({ email }: { email: string }, db?: Executor) {
  const executor = db ?? (await getDb());
  const [user] = await executor
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user ?? null;
}

export async function getUserById({ id }: { id: number }, db?: Executor) {
  const executor = db ?? (await getDb());
  const [user] = await executor.select().from(users).where(eq(users.id, id));
  return user ?? null;
}
