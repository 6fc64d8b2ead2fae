import { adminOrderDetailEndpoints } from '@/lib/contracts/admin-order-detail';
import { json, route } from '@/server/http/route';
import { addOrderNote } from '@/server/services/admin-order-detail';

// POST /_api/admin/order/notes { orderId, body } → 201 { message, note }
export const POST = route(adminOrderDetailEndpoints.addNote, async ({ body, user }) => {
  const note = await addOrderNote({ ...body, actor: user });
  return json({ message: 'Note added.', note }, { status: 201 });
});
