import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '@/env';
import { verifyPassword } from '@/server/auth/password';
import { getDb } from '@/server/db';
import { users } from '@/server/db/schema';
import { DEFAULT_ADMIN_EMAIL, runStartupTasks } from '@/server/startup/startup-tasks';

afterEach(() => {
  resetEnvForTests();
  vi.restoreAllMocks();
});

describe('start-up tasks', () => {
  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD on first start', async () => {
    const db = await getDb();
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@test.local'));
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin!.passwordHash, 'Admin-password-1')).toBe(true);
    expect(admin!.passwordHash).not.toContain('Admin-password-1');
  });

  it('restores the admin password from the environment on the next start', async () => {
    const db = await getDb();
    await db.update(users).set({ passwordHash: null, role: 'sub_account' }).where(eq(users.email, 'admin@test.local'));
    await runStartupTasks(db);
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@test.local'));
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin!.passwordHash, 'Admin-password-1')).toBe(true);
  });

  it('without admin variables, creates one admin with a random password printed once', async () => {
    const db = await getDb();
    await db.delete(users);
    const saved = { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD };
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
    resetEnvForTests();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await runStartupTasks(db);
      await runStartupTasks(db);
    } finally {
      Object.assign(process.env, { ADMIN_EMAIL: saved.email, ADMIN_PASSWORD: saved.password });
    }
    const admins = await db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect(admins[0]!.email).toBe(DEFAULT_ADMIN_EMAIL);
    const printed = log.mock.calls.map((c) => String(c[0])).filter((line) => line.includes('Admin account created'));
    expect(printed).toHaveLength(1);
    const password = /with password (\S+)/.exec(printed[0]!)![1]!;
    expect(await verifyPassword(admins[0]!.passwordHash, password)).toBe(true);
  });
});
