import 'server-only';
import type { AuditEntry, AuditPage } from '@/lib/contracts/admin-audit';
import type { AuditAction, AuditEntityType, AuditQuery } from '@/lib/validation/admin-audit';
import { listAuditEntries } from '@/server/db/queries/audit';
import type { AuditEntryRow } from '@/server/db/schema';

/** An audit entry as the API returns it: the date as ISO text, the changes as stored. */
export function auditEntryJson(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    action: row.action as AuditAction,
    entityType: row.entityType as AuditEntityType,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    changes: row.changes,
  };
}

/** One page of the audit trail, newest first: what GET /_api/admin/audit answers. */
export async function readAuditEntries(query: AuditQuery): Promise<AuditPage> {
  const { rows, total } = await listAuditEntries(query);
  return { entries: rows.map(auditEntryJson), total, page: query.page, pageSize: query.pageSize };
}
