import 'server-only';
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { getEnv } from '@/env';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import type { Database, Executor } from '@/server/db/types';
import { products, users } from '@/server/db/schema';
import { seedDemoData } from './seed/seed-demo';

export const DEFAULT_ADMIN_EMAIL = 'admin@steamandgrind.local';

/**
 * Runs after migrations on every start: makes sure an admin exists and fills an empty
 * database with demo data. Serialized with an advisory lock so parallel instances don't race.
 */
export async function runStartupTasks(db: Database) {
  const env = getEnv();
  const notices: string[] = [];

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274002)`);
    const [userCount] = await tx.select({ n: count() }).from(users);
    const [productCount] = await tx.select({ n: count() }).from(products);
    const isEmpty = userCount!.n === 0 && productCount!.n === 0;

    const adminNotice = await ensureAdmin(tx, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    if (adminNotice) notices.push(adminNotice);

    if (isEmpty && env.SEED_DEMO === '1') {
      const demoPassword = await seedDemoData(tx);
      notices.push(
        `Demo data added. Demo captain lauren.mitchell@example.com and fundraisers ava.thompson@, liam.carter@, sofia.nguyen@example.com share the password: ${demoPassword}`,
      );
    }
  });

  for (const notice of notices) console.log(`[steam-and-grind] ${notice}`);
}

async function ensureAdmin(
  db: Executor,
  email: string | undefined,
  password: string | undefined,
): Promise<string | null> {
  if (email && password) {
    const [existing] = await db
      .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (!existing) {
      await db.insert(users).values({
        email,
        passwordHash: await hashPassword(password),
        role: 'admin',
        firstName: 'Shop',
        lastName: 'Admin',
        displayName: 'Admin',
      });
      return `Admin account created from ADMIN_EMAIL: ${email}`;
    }
    const samePassword = await verifyPassword(existing.passwordHash, password);
    if (existing.role !== 'admin' || !samePassword) {
      await db
        .update(users)
        .set({
          role: 'admin',
          parentUserId: null,
          ...(samePassword
            ? {}
            : { passwordHash: await hashPassword(password), sessionVersion: sql`${users.sessionVersion} + 1` }),
        })
        .where(eq(users.id, existing.id));
    }
    return null;
  }

  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (admin) return null;

  const generated = randomBytes(12).toString('base64url');
  await db.insert(users).values({
    email: DEFAULT_ADMIN_EMAIL,
    passwordHash: await hashPassword(generated),
    role: 'admin',
    firstName: 'Shop',
    lastName: 'Admin',
    displayName: 'Admin',
  });
  return `Admin account created. Sign in as ${DEFAULT_ADMIN_EMAIL} with password ${generated} (shown only this once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own).`;
}
