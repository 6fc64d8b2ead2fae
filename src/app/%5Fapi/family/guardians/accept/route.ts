import { familyEndpoints } from '@/lib/contracts/family';
import { json, route } from '@/server/http/route';
import { acceptGuardianInvitation } from '@/server/services/guardian-invitations';

// POST /_api/family/guardians/accept
export const POST = route(familyEndpoints.acceptGuardian, async ({ user, body }) =>
  json({ children: await acceptGuardianInvitation(user.id, body) }),
);
