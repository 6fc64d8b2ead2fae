import 'server-only';
import { SHOP_TIME_ZONE, toShopDateTime } from '@/lib/dates';
import { centsToDecimal, lineTotal } from '@/lib/money';
import type { AuditAction, AuditEntityType, AuditEntry } from '@/lib/validation/admin-audit';
import type { AdminOrderDetail, OrderNoteJson } from '@/lib/validation/admin-order-detail';
import type { AdminOrder } from '@/lib/validation/admin-orders';
import { ROLE_LABELS } from '@/lib/roles';
import { type AdminUser } from '@/lib/validation/admin-users';
import type { OrderExportRow, UserExportRow } from '@/server/db/queries/admin-exports';
import type { AdminOrderRow } from '@/server/db/queries/admin-orders';
import type { AdminUserRow } from '@/server/db/queries/admin-users';
import type { OrderPaymentRow } from '@/server/db/queries/order-payments';
import type { OrderPaymentJson } from '@/lib/validation/order-payments';
import type { AdminOrderDetailRow } from '@/server/db/queries/admin-order-detail';
import type { AuditEntryRow, OrderNote } from '@/server/db/schema';
import { toSessionUser, type SessionUser } from '@/server/auth/session';
import type { TeamMember } from '@/lib/validation/nudges';
import type { TeamMemberFigures } from '@/server/db/queries/team-figures';

/** The session user as the API returns it: never the password hash or session version. */
export function userJson(user: SessionUser) {
  return toSessionUser(user);
}

export type UserJson = ReturnType<typeof userJson>;

/** A user row as the admin API returns it: exact "123.00" sales strings, ISO dates. */
export function adminUserJson(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    displayName: row.displayName,
    role: row.role,
    phone: row.phone,
    parentUserId: row.parentUserId,
    totalSales: centsToDecimal(row.totalSalesCents),
    totalOrders: row.totalOrders,
    landingPageSlug: row.landingPageSlug,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An order as the admin API returns it: the total as an exact "59.98" string. */
export function adminOrderJson({ createdAt, totalCents, ...order }: AdminOrderRow): AdminOrder {
  return { ...order, createdAt: createdAt.toISOString(), totalAmount: centsToDecimal(totalCents) };
}

/** An audit entry as the API returns it: the date as ISO text, the changes as stored. */
export function auditEntryJson(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    action: row.action as AuditAction,
    entityType: row.entityType as AuditEntityType,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    changes: row.changes,
  };
}

/** A ledger entry as the API returns it: who collected and who recorded it as `{ id, name }` pairs or null. */
export function orderPaymentJson(row: OrderPaymentRow): OrderPaymentJson {
  return {
    id: row.id,
    orderId: row.orderId,
    amountCents: row.amountCents,
    method: row.method,
    reference: row.reference,
    collectedBy:
      row.collectedByUserId === null ? null : { userId: row.collectedByUserId, displayName: row.collectorName ?? '' },
    receivedAt: row.receivedAt.toISOString(),
    recordedBy: row.recordedById === null ? null : { id: row.recordedById, name: row.recordedByName ?? '' },
    createdAt: row.createdAt.toISOString(),
  };
}

export function orderNoteJson(note: OrderNote): OrderNoteJson {
  return {
    id: note.id,
    orderId: note.orderId,
    body: note.body,
    authorId: note.authorId,
    authorName: note.authorName,
    createdAt: note.createdAt.toISOString(),
  };
}

/** One order for its admin page: line totals in integer cents first, then exact "12.50" strings. */
export function adminOrderDetailJson({ order, campaign, fundraiser, items }: AdminOrderDetailRow): AdminOrderDetail {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    customer: {
      firstName: order.customerFirstName,
      lastName: order.customerLastName,
      email: order.customerEmail,
      phone: order.customerPhone,
      userId: order.userId,
    },
    campaign,
    fundraiser,
    source: order.source,
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      productName: item.productName,
      quantity: item.quantity,
      unitPrice: centsToDecimal(item.unitPriceCents),
      lineTotal: centsToDecimal(lineTotal(item.unitPriceCents, item.quantity)),
    })),
    itemCount: items.reduce((bags, item) => bags + item.quantity, 0),
    totalAmount: centsToDecimal(order.totalCents),
  };
}

/* ---------- CSV exports: one record per order line, one per user (src/server/http/csv.ts writes them) ---------- */

type CsvCells = Array<string | number | null>;

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
export function orderCsvRecords(order: OrderExportRow): CsvCells[] {
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

export const USER_CSV_HEADER = [
  'ID',
  'Name',
  'Display Name',
  'Email',
  'Phone',
  'Role',
  'Fundraiser Page',
  'Page Public',
  `Created (${SHOP_TIME_ZONE})`,
];

/** A user's CSV record: never a password hash, token or session detail. */
export function userCsvRecord(user: UserExportRow): CsvCells {
  return [
    user.id,
    `${user.firstName} ${user.lastName}`.trim(),
    user.displayName,
    user.email,
    user.phone,
    ROLE_LABELS[user.role],
    user.landingPageSlug,
    user.isPublic ? 'Yes' : 'No',
    toShopDateTime(user.createdAt),
  ];
}

/** The admin's campaign balances: `{ teamOwedCents }` (integer cents like the other balances) with a share, `{}` without. */
export function teamOwedJson(team: { teamRaisedCents: number } | null): { teamOwedCents?: number } {
  return team ? { teamOwedCents: team.teamRaisedCents } : {};
}

/** A team member with their figures, as the captain's team endpoint and page deliver it. */
export function teamMemberJson(member: TeamMemberFigures): TeamMember {
  return {
    id: member.id,
    displayName: member.displayName,
    email: member.email,
    avatarUrl: member.avatarUrl,
    joinedAt: member.joinedAt.toISOString(),
    salesCents: member.salesCents,
    bags: member.bags,
    supporters: member.supporters,
    orderCount: member.orderCount,
    lastSaleAt: member.lastSaleAt?.toISOString() ?? null,
    goalCents: member.goalCents,
    goalPercent: member.goalPercent,
  };
}
