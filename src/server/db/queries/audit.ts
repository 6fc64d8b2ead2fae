import 'server-only';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditActorOption } from '@/lib/contracts/admin-audit';
import type { AuditEntityType, AuditQuery } from '@/lib/validation/admin-audit';
import { getDb, type Executor } from '../index';
import { auditEntries, type AuditEntryRow } from '../schema';

/* Reads of the audit trail: the Activity list, an entity's history, and the people who have entries. */

function auditFilters({ actorId, entityType, entityId, action, range }: Omit<AuditQuery, 'page' | 'pageSize'>) {
  return and(
    actorId !== undefined ? eq(auditEntries.actorId, actorId) : undefined,
    entityType !== undefined ? eq(auditEntries.entityType, entityType) : undefined,
    entityId !== undefined ? eq(auditEntries.entityId, entityId) : undefined,
    action !== undefined ? eq(auditEntries.action, action) : undefined,
    range.from ? gte(auditEntries.createdAt, range.from) : undefined,
    range.before ? lt(auditEntries.createdAt, range.before) : undefined,
  );
}

const newestFirst = [desc(auditEntries.createdAt), desc(auditEntries.id)];

/** One page of entries, newest first, and how many match the filters in all. */
export async function listAuditEntries({
  page,
  pageSize,
  ...filters
}: AuditQuery): Promise<{ rows: AuditEntryRow[]; total: number }> {
  const db = await getDb();
  const where: SQL | undefined = auditFilters(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditEntries).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** An entity's entries, newest first (an order's history on its page), at most `limit`. */
export async function listEntityHistory(
  { entityType, entityId, limit = 200 }: { entityType: AuditEntityType; entityId: number; limit?: number },
  db?: Executor,
): Promise<AuditEntryRow[]> {
  const executor = db ?? (await getDb());
  return executor
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, entityType), eq(auditEntries.entityId, entityId)))
    .orderBy(...newestFirst)
    .limit(limit);
}

/**
 * Everyone who has entries, with the name and e-mail of their latest one, by name: the actor filter's options.
 * A skip scan over the actor index (one probe per actor), so it stays quick however many entries there are.
 */
export async function listAuditActors(): Promise<AuditActorOption[]> {
  const db = await getDb();
  const result = (await db.execute(sql`
    with recursive actor_ids(id) as (
      (select actor_id from audit_entries order by actor_id limit 1)
      union all
      select (select e.actor_id from audit_entries e where e.actor_id > a.id order by e.actor_id limit 1)
      from actor_ids a
      where a.id is not null
    )
    select a.id, latest.actor_name as name, latest.actor_email as email
    from actor_ids a
    cross join lateral (
      select actor_name, actor_email from audit_entries e
      where e.actor_id = a.id
      order by e.created_at desc, e.id desc
      limit 1
    ) latest
    where a.id is not null
    order by lower(latest.actor_name), a.id
  `)) as unknown as { rows: Array<{ id: number | string; name: string; email: string }> };
  return result.rows.map((row) => ({ id: Number(row.id), name: row.name, email: row.email }));
}
