import { adminAuditEndpoints } from '@/lib/contracts/admin-audit';
import { listAuditActors } from '@/server/db/queries/audit';
import { json, route } from '@/server/http/route';

// GET /_api/admin/audit/actors: everyone who has audit entries (the Activity tab's actor filter)
export const GET = route(adminAuditEndpoints.actors, async () => json({ actors: await listAuditActors() }));
