import 'server-only';
import { centsToDecimal } from '@/lib/money';
import type { OrderPaymentRow } from '@/server/db/queries/order-payments';
import type { OrderPaymentJson } from '@/lib/validation/order-payments';
import type { CatalogueProduct } from '@/server/db/queries/products';
import type { TeamShareSetting } from '@/lib/team-share';

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

/** The server cart as the cart endpoints return it (inside a superjson envelope). */
export { toCartJson as cartJson } from '@/lib/cart/cart-json';

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
