import { adminOrderEndpoints } from '@/lib/contracts/admin-orders';
import { json, route } from '@/server/http/route';
import { readAdminOrders } from '@/server/reads/admin-orders';

// GET /_api/admin/orders?search&orderStatus&paymentStatus&campaignId&subAccountId&startDate&endDate&page&pageSize&sort
export const GET = route(adminOrderEndpoints.list, async ({ query }) => json(await readAdminOrders(query)));
