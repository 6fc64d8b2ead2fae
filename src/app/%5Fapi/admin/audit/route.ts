import { auditQuerySchema } from '@/lib/validation/admin-audit';
import { listAuditEntries } from '@/server/db/queries/audit';
import { json, route } from '@/server/http/route';
import { auditEntryJson } from '@/server/serializers';

// GET /_api/admin/audit?actorId&entityType&entityId&action&startDate&endDate&page&pageSize (newest first)
export const GET = route({ access: ['admin'], query: auditQuerySchema }, async ({ query }) => {
  const { rows, total } = await listAuditEntries(query);
  return json({ entries: rows.map(auditEntryJson), total, page: query.page, pageSize: query.pageSize });
});
