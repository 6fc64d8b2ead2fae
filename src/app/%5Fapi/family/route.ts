import { familyEndpoints } from '@/lib/contracts/family';
import { listFamilyChildren } from '@/server/db/queries/family';
import { json, route } from '@/server/http/route';

// GET /_api/family
export const GET = route(familyEndpoints.list, async ({ user }) =>
  json({ children: await listFamilyChildren({ guardianId: user.id }) }),
);
