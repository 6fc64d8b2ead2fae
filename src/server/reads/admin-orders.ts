import 'server-only';
import type { AdminOrder, AdminOrderList, AdminOrderStats } from '@/lib/contracts/admin-orders';
import { SHOP_TIME_ZONE, toShopDateTime, type DateRange } from '@/lib/dates';
import { averageCents, bigCentsToDecimal, centsToDecimal, lineTotal } from '@/lib/money';
import type { AdminOrdersQuery } from '@/lib/validation/admin-orders';
import type { OrderExportRow } from '@/server/db/queries/admin-exports';
import { getAdminOrderStats, listAdminOrders, type AdminOrderRow } from '@/server/db/queries/admin-orders';
import type { CsvRow } from '@/server/http/csv';

/** An order as the admin API returns it: the total as an exact "59.98" string. */
export function adminOrderJson({ createdAt, totalCents, ...order }: AdminOrderRow): AdminOrder {
  return { ...order, createdAt: createdAt.toISOString(), totalAmount: centsToDecimal(totalCents) };
}

/** One page of the admin order list: what GET /_api/admin/orders answers. */
export async function readAdminOrders(query: AdminOrdersQuery): Promise<AdminOrderList> {
  const { rows, total } = await listAdminOrders(query);
  return { orders: rows.map(adminOrderJson), total, page: query.page, pageSize: query.pageSize };
}

/** The Orders tab's statistics for a date range. */
export async function readAdminOrderStats({ range }: { range: DateRange }): Promise<AdminOrderStats> {
  const stats = await getAdminOrderStats({ range });
  return {
    totalRevenue: bigCentsToDecimal(stats.revenueCents),
    totalOrders: stats.totalOrders,
    averageOrderValue: bigCentsToDecimal(averageCents(stats.revenueCents, stats.countedOrders)),
    salesBreakdown: {
      campaignSales: bigCentsToDecimal(stats.campaignCents),
      regularSales: bigCentsToDecimal(stats.regularCents),
    },
  };
}

/* ---------- The orders CSV export: one record per order line (src/server/http/csv.ts writes them) ---------- */

export const ORDER_CSV_HEADER = [
  'Order Number',
  `Date (${SHOP_TIME_ZONE})`,
  'Customer',
  'Email',
  'Phone',
  'Campaign',
  'Fundraiser',
  'Coffee',
  'Quantity',
  'Unit Price',
  'Line Total',
  'Order Total',
  'Order Status',
  'Payment Status',
];

/** An order's CSV records: one per line (an order without lines still gets one), money as exact "12.50" text. */
export function orderCsvRecords(order: OrderExportRow): CsvRow[] {
  const shared = [
    order.orderNumber,
    toShopDateTime(order.createdAt),
    `${order.customerFirstName} ${order.customerLastName}`.trim(),
    order.customerEmail,
    order.customerPhone,
    order.campaignName,
    order.fundraiserName,
  ];
  const tail = [centsToDecimal(order.totalCents), order.orderStatus, order.paymentStatus];
  if (order.lines.length === 0) return [[...shared, null, null, null, null, ...tail]];
  return order.lines.map((line) => [
    ...shared,
    line.productName,
    line.quantity,
    centsToDecimal(line.unitPriceCents),
    centsToDecimal(lineTotal(line.unitPriceCents, line.quantity)),
    ...tail,
  ]);
}
