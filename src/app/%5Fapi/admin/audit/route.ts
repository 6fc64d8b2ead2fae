import { adminAuditEndpoints } from '@/lib/contracts/admin-audit';
import { json, route } from '@/server/http/route';
import { readAuditEntries } from '@/server/reads/admin-audit';

// GET /_api/admin/audit?actorId&entityType&entityId&action&startDate&endDate&page&pageSize (newest first)
export const GET = route(adminAuditEndpoints.list, async ({ query }) => json(await readAuditEntries(query)));
