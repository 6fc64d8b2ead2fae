import 'server-only';
import { sql } from 'drizzle-orm';
import { getConnection, type Connection } from './index';
import type { Database } from './types';

/*
 * PostgreSQL's autovacuum, for the embedded database, which has none. Without it:
 *  - the visibility map is never set, so an index-only scan (the admin lists' page ids, their counts) reads the table
 *    for every row anyway: page 2,000 of the orders took 80 ms instead of 10;
 *  - the planner's statistics never follow the data (or a new column: the search_text of migration 0005 was planned
 *    as 160 matching rows instead of 90,000, a 100 ms plan instead of 1 ms);
 *  - the pending lists of the trigram (GIN) indexes are merged only when one fills up, inside some unlucky insert.
 * So at open and then every ten minutes, each table whose changes pass autovacuum-like thresholds is vacuumed and/or
 * analyzed (docs/decisions/admin-lists-at-scale.md). A statement blocks the embedded database while it runs; the
 * thresholds keep that rare, and a table nobody changed costs one catalogue read.
 */

/** How often a running server checks the thresholds. */
export const MAINTAIN_EVERY_MS = 10 * 60_000;

type TableState = {
  name: string;
  pages: number;
  allVisible: number;
  tuples: number;
  changed: number;
  modified: number;
};

/** What a table needs: VACUUM when much of it is not all-visible or has changed; ANALYZE for stale statistics. */
export function maintenanceFor(table: TableState): 'vacuum (analyze)' | 'vacuum' | 'analyze' | null {
  const vacuum =
    table.pages >= 8 && (table.allVisible < 0.9 * table.pages || table.changed > 50 + 0.05 * Math.max(table.tuples, 0));
  const analyze = table.tuples < 0 || table.modified > 50 + 0.1 * Math.max(table.tuples, 0);
  return vacuum ? (analyze ? 'vacuum (analyze)' : 'vacuum') : analyze ? 'analyze' : null;
}

/**
 * Vacuums and analyzes the tables of the embedded database that need it; answers what it did, e.g.
 * `['vacuum (analyze) orders']`. The counters of changes live in memory (reset when the database is reopened); the
 * table's real size against `relallvisible` and `reltuples` (kept in the catalogue) cover what happened before.
 */
export async function maintainEmbeddedDatabase(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select c.relname as name, pg_relation_size(c.oid) / current_setting('block_size')::int as pages,
           c.relallvisible as all_visible, c.reltuples as tuples,
           coalesce(s.n_dead_tup, 0) + coalesce(s.n_ins_since_vacuum, 0) as changed,
           coalesce(s.n_mod_since_analyze, 0) as modified
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_stat_user_tables s on s.relid = c.oid
    where n.nspname = 'public' and c.relkind = 'r'
    order by c.relname
  `)) as unknown as { rows: Array<Record<string, string | number>> };
  const done: string[] = [];
  for (const row of result.rows) {
    const table: TableState = {
      name: String(row.name),
      pages: Number(row.pages),
      allVisible: Number(row.all_visible),
      tuples: Number(row.tuples),
      changed: Number(row.changed),
      modified: Number(row.modified),
    };
    const command = maintenanceFor(table);
    if (!command) continue;
    await db.execute(sql.raw(`${command} "${table.name.replaceAll('"', '""')}"`));
    done.push(`${command} ${table.name}`);
  }
  return done;
}

/** The embedded database kept in a directory gets autovacuum's work done by the app; PostgreSQL does its own. */
export const needsMaintenance = (connection: Connection) => connection.driver === 'pglite' && !connection.inMemory;

/**
 * Runs the embedded database's vacuum/analyze pass now (what its ten-minute timer does); null on PostgreSQL, whose
 * autovacuum does this, and for a throw-away in-memory database.
 */
export async function maintainEmbeddedDatabaseNow(): Promise<string[] | null> {
  const connection = await getConnection();
  return needsMaintenance(connection) ? maintainEmbeddedDatabase(connection.db) : null;
}
