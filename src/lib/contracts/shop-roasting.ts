import { updateShopRoastingSchema } from '@/lib/validation/shop-roasting';
import { endpoint, jsonOf } from './endpoint';

/** The shop's roasting days (issue 28) and the roast day a shop order placed now gets ("YYYY-MM-DD"). */
export type ShopRoasting = { roastWeekdays: number[]; nextRoastDay: string };

export const shopRoastingEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/_api/admin/shop/roasting',
    access: ['admin'],
    response: jsonOf<ShopRoasting>(),
  }),
  /** Replaces the whole list; shop orders placed afterwards take the new days (placed ones keep theirs). */
  update: endpoint({
    method: 'POST',
    path: '/_api/admin/shop/roasting',
    access: ['admin'],
    body: updateShopRoastingSchema,
    response: jsonOf<ShopRoasting & { message: string }>(),
  }),
};
