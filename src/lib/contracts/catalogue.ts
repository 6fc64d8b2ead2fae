import type { Grind } from '@/lib/coffee/options';
import { getSingleProductSchema } from '@/lib/validation/products';
import { endpoint, jsonOf } from './endpoint';

/** A coffee's grind and bag size with its own price (issue 28); price an exact decimal string. */
export type ProductOptionJson = {
  id: number;
  grind: Grind;
  size: string;
  sizeGrams: number;
  price: string;
  isActive: boolean;
};

export type ProductOriginJson = { country: string | null; region: string | null; farm: string | null };

/**
 * A product on the public API: price as an exact decimal string, the default option's. `options` lists the active
 * options, the default first; `soldOut` is true when none is active (batch caps come later, issue 28).
 */
export type ProductJson = {
  id: number;
  name: string;
  description: string | null;
  price: string;
  category: string | null;
  imageUrl: string | null;
  options: ProductOptionJson[];
  roastLevel: number | null;
  origin: ProductOriginJson;
  process: string | null;
  variety: string | null;
  altitude: number | null;
  tastingNotes: string[];
  soldOut: boolean;
};

/** The public catalogue (spec section 7). */
export const catalogueEndpoints = {
  /** Every active product, in catalogue order. */
  list: endpoint({ method: 'GET', path: '/_api/products', access: 'public', response: jsonOf<ProductJson[]>() }),
  single: endpoint({
    method: 'GET',
    path: '/_api/products/single',
    access: 'public',
    query: getSingleProductSchema,
    response: jsonOf<ProductJson>(),
  }),
};
