import 'server-only';
import type { AdminOrder, AdminOrderList, AdminOrderStats } from '@/lib/contracts/admin-orders';
import { SHOP_TIME_ZONE, toShopDateTime } from '@/lib/dates';
import { averageCents, bigCentsToDecimal, centsToDecimal, lineTotal } from '@/lib/money';
import type { AdminOrdersFilters, AdminOrdersQuery } from '@/lib/validation/admin-orders';
import type { OrderExportRow } from '@/server/db/queries/admin-exports';
import { getAdminOrderStats, listAdminOrders, type AdminOrderRow } from '@/server/db/queries/admin-orders';
import type { CsvRow } from '@/server/http/csv';
import { PAYMENT_STATE_LABELS } from '@/lib/labels/order-status';
import { grindLabel } from '@/lib/coffee/options';

/** An order as the admin API returns it: money as exact "59.98" strings. */
export function adminOrderJson({
  createdAt,
  totalCents,
  collectedCents,
  outstandingCents,
  ...order
}: AdminOrderRow): AdminOrder {
  return {
    ...order,
    createdAt: createdAt.toISOString(),
    totalAmount: centsToDecimal(totalCents),
    collectedAmount: centsToDecimal(collectedCents),
    outstandingAmount: centsToDecimal(outstandingCents),
  };
}

/** One page of the admin order list: what GET /_api/admin/orders answers. */
export async function readAdminOrders(query: AdminOrdersQuery): Promise<AdminOrderList> {
  const { rows, total } = await listAdminOrders(query);
  return { orders: rows.map(adminOrderJson), total, page: query.page, pageSize: query.pageSize };
}

/** The Orders tab's statistics: the figures of every order the list's filters match. */
export async function readAdminOrderStats(filters: AdminOrdersFilters): Promise<AdminOrderStats> {
  const stats = await getAdminOrderStats(filters);
  return {
    totalRevenue: bigCentsToDecimal(stats.revenueCents),
    collected: bigCentsToDecimal(stats.collectedCents),
    outstanding: bigCentsToDecimal(stats.outstandingCents),
    totalOrders: stats.totalOrders,
    averageOrderValue: bigCentsToDecimal(averageCents(stats.revenueCents, stats.countedOrders)),
    salesBreakdown: {
      campaignSales: bigCentsToDecimal(stats.campaignCents),
      regularSales: bigCentsToDecimal(stats.regularCents),
    },
  };
}

/* ---------- The orders CSV export: one record per order line (src/server/http/csv.ts writes them) ---------- */

/** Said in the header of each order-level money column: summing it over lines counts an order once per line. */
const REPEATS = '(order, repeated on each line)';

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
  `Order Total ${REPEATS}`,
  'Order Status',
  'Payment Status',
  // Appended (issue 26) so the columns before them keep their positions in existing spreadsheets.
  `Collected ${REPEATS}`,
  `Outstanding ${REPEATS}`,
  // Appended (issue 28): the line's grind and size; lines from before options read as whole bean, 12 oz.
  'Grind',
  'Size',
  // Appended (issue 29): the gift inside the order total, and the order's source (link, qr, paper, booth…).
  `Gift ${REPEATS}`,
  'Source',
];

/**
 * An order's CSV records: one per line (an order without lines still gets one), money as exact "12.50" text; the
 * order's total, collected and outstanding repeat on each of its lines, as their headers say.
 */
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
  const tail = [
    centsToDecimal(order.totalCents),
    order.orderStatus,
    PAYMENT_STATE_LABELS[order.paymentState],
    centsToDecimal(order.collectedCents),
    centsToDecimal(order.outstandingCents),
  ];
  const end = [centsToDecimal(order.giftCents), order.source];
  if (order.lines.length === 0) return [[...shared, null, null, null, null, ...tail, null, null, ...end]];
  return order.lines.map((line) => [
    ...shared,
    line.productName,
    line.quantity,
    centsToDecimal(line.unitPriceCents),
    centsToDecimal(lineTotal(line.unitPriceCents, line.quantity)),
    ...tail,
    grindLabel(line.grind),
    line.size,
    ...end,
  ]);
}
