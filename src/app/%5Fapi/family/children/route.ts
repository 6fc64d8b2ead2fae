import { familyEndpoints } from '@/lib/contracts/family';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { addChild } from '@/server/services/family';

// POST /_api/family/children
export const POST = route(
  familyEndpoints.addChild,
  { invalidates: staleAfter.fundraisingChange },
  async ({ user, body }) => json({ child: await addChild(user.id, body) }, { status: 201 }),
);
