import 'server-only';
import { SHOP_TIME_ZONE, toShopDateTime } from '@/lib/dates';
import { centsToDecimal } from '@/lib/money';
import type { AuditAction, AuditEntityType, AuditEntry } from '@/lib/validation/admin-audit';
import { ROLE_LABELS } from '@/lib/roles';
import { type AdminUser } from '@/lib/validation/admin-users';
import type { UserExportRow } from '@/server/db/queries/admin-exports';
import type { AdminUserRow } from '@/server/db/queries/admin-users';
import type { OrderPaymentRow } from '@/server/db/queries/order-payments';
import type { OrderPaymentJson } from '@/lib/validation/order-payments';
import type { AuditEntryRow } from '@/server/db/schema';
import { toSessionUser, type SessionUser } from '@/server/auth/session';
import type { CatalogueProduct } from '@/server/db/queries/products';
import type { TeamShareSetting } from '@/lib/team-share';
import type { TeamMember } from '@/lib/validation/nudges';
import type { TeamMemberFigures } from '@/server/db/queries/team-figures';

/** The JSON shape of a product on the public API: price as an exact decimal string. */
export function productJson(product: CatalogueProduct) {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: centsToDecimal(product.priceCents),
    category: product.category,
    imageUrl: product.imageUrl,
  };
}

export type ProductJson = ReturnType<typeof productJson>;

/** The session user as the API returns it: never the password hash or session version. */
export function userJson(user: SessionUser) {
  return toSessionUser(user);
}

export type UserJson = ReturnType<typeof userJson>;

/** The server cart as the cart endpoints return it (inside a superjson envelope). */
export { toCartJson as cartJson } from '@/lib/cart/cart-json';

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

/* ---------- CSV export: one record per user (src/server/http/csv.ts writes them) ---------- */

type CsvCells = Array<string | number | null>;

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

/*
 * The team's share on the public API (issue 14): each key only when the campaign sets a share, so answers without
 * one are exactly as before. Money as dollar strings like the other public amounts.
 */

/** `{ teamRaised: "12.50" }` when there is a figure, `{}` otherwise. */
export function teamRaisedJson(cents: number | null | undefined): { teamRaised?: string } {
  return cents === null || cents === undefined ? {} : { teamRaised: centsToDecimal(cents) };
}

/** The campaign's setting (`teamSharePercent` or `teamShareCentsPerBag`, the one that is set), or `{}`. */
export function teamShareSettingJson(setting: TeamShareSetting | null | undefined): Partial<TeamShareSetting> {
  if (!setting) return {};
  return setting.teamSharePercent !== null
    ? { teamSharePercent: setting.teamSharePercent }
    : { teamShareCentsPerBag: setting.teamShareCentsPerBag };
}

/** `{ teamSharePerBag: "3.70" }` for a product the share applies to, `{}` otherwise. */
export function teamSharePerBagJson(perBagCents: Record<number, number> | undefined, productId: number) {
  const cents = perBagCents?.[productId];
  return cents === undefined ? {} : { teamSharePerBag: centsToDecimal(cents) };
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
