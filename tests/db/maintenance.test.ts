import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { maintainEmbeddedDatabase, maintenanceFor } from '@/server/db/maintenance';

// The embedded database's stand-in for autovacuum (src/server/db/maintenance.ts).
describe('embedded database maintenance', () => {
  const settled = { name: 'orders', pages: 1000, allVisible: 1000, tuples: 100_000, changed: 0, modified: 0 };

  it('vacuums a table when much of it is not all-visible or has changed, analyzes stale statistics', () => {
    expect(maintenanceFor(settled)).toBeNull();
    expect(maintenanceFor({ ...settled, allVisible: 850 })).toBe('vacuum');
    expect(maintenanceFor({ ...settled, changed: 5_100 })).toBe('vacuum');
    expect(maintenanceFor({ ...settled, changed: 5_000 })).toBeNull();
    expect(maintenanceFor({ ...settled, modified: 10_100 })).toBe('analyze');
    expect(maintenanceFor({ ...settled, allVisible: 0, modified: 10_100 })).toBe('vacuum (analyze)');
    // Never analyzed (a new table, or a database made before statistics).
    expect(maintenanceFor({ ...settled, tuples: -1 })).toBe('analyze');
    // A few pages are read whole anyway: no vacuum for them.
    expect(maintenanceFor({ ...settled, pages: 7, allVisible: 0, tuples: 200 })).toBeNull();
  });

  it('leaves a vacuumed, analyzed table all-visible with statistics', async () => {
    const db = await getDb();
    await db.execute(sql`create table maintenance_probe (id integer primary key, padding text not null)`);
    await db.execute(sql`insert into maintenance_probe select g, repeat('x', 200) from generate_series(1, 3000) g`);
    const done = await maintainEmbeddedDatabase(db);
    expect(done).toContain('vacuum (analyze) maintenance_probe');
    const { rows } = (await db.execute(
      sql`select relpages, relallvisible, reltuples from pg_class where relname = 'maintenance_probe'`,
    )) as unknown as { rows: Array<{ relpages: number; relallvisible: number; reltuples: number }> };
    expect(rows[0]!.relpages).toBeGreaterThan(8);
    expect(rows[0]!.relallvisible).toBe(rows[0]!.relpages);
    expect(Number(rows[0]!.reltuples)).toBe(3000);
  });
});
