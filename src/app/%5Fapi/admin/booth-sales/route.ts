import { boothSaleEndpoints } from '@/lib/contracts/staff-orders';
import { json, route } from '@/server/http/route';
import { managerOf } from '@/server/reads/managed-campaign';
import { recordBoothSale } from '@/server/services/booth-sales';

// POST /_api/admin/booth-sales: a walk-up sale at a booth, credited to the team or split across the shift's sellers
export const POST = route(boothSaleEndpoints.admin, async ({ body, user }) =>
  json(await recordBoothSale({ actor: user, manager: managerOf(user), input: body }), { status: 201 }),
);
