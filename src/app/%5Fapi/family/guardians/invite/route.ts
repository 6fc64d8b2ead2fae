import { familyEndpoints } from '@/lib/contracts/family';
import { json, route } from '@/server/http/route';
import { GUARDIAN_INVITE_SENT, inviteGuardian } from '@/server/services/guardian-invitations';

// POST /_api/family/guardians/invite
export const POST = route(familyEndpoints.inviteGuardian, async ({ user, body }) => {
  await inviteGuardian(user.id, body);
  return json({ message: GUARDIAN_INVITE_SENT }, { status: 201 });
});
