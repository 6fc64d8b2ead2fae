import { getSingleProductSchema } from '@/lib/validation/products';
import { endpoint, jsonOf } from './endpoint';

/** A product on the public API: price as an exact decimal string. */
export type ProductJson = {
  id: number;
  name: string;
  description: string | null;
  price: string;
  category: string | null;
  imageUrl: string | null;
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
