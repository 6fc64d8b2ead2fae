import type { PageInfo } from './endpoint';
import type { ProductOptionJson, ProductOriginJson } from './catalogue';
import {
  adminProductsQuerySchema,
  createProductSchema,
  productIdBodySchema,
  updateProductSchema,
} from '@/lib/validation/admin-products';
import { endpoint, jsonOf } from './endpoint';

/** A product as the admin API returns it: money as exact decimal strings, dates as ISO text. */
export type AdminProduct = {
  id: number;
  name: string;
  description: string | null;
  price: string;
  cost: string;
  category: string | null;
  imageUrl: string | null;
  isActive: boolean;
  createdAt: string;
  /** Every option, inactive ones too, cost included (issue 28); the first active one is the default. */
  options: AdminProductOption[];
  roastLevel: number | null;
  origin: ProductOriginJson;
  process: string | null;
  variety: string | null;
  altitude: number | null;
  tastingNotes: string[];
  /** Issue 28: weight lost in the roaster, a percentage with one decimal (default 15). */
  shrinkagePercent: number;
  /** Issue 28: the optional cap per roast day on shop orders (no campaign), or null. */
  shopRoastDayCap: { maxBags: number | null; maxGrams: number | null } | null;
};

export type AdminProductOption = ProductOptionJson & { cost: string };

/** One page of products. */
export type AdminProductList = PageInfo & { products: AdminProduct[] };

/** Admin product calls (spec admin.md sections 3, 5 and 7). */
export const adminProductEndpoints = {
  /** One page: `status` (active, inactive, all; absent lists every product), `page`, `pageSize`, `sort`. */
  list: endpoint({
    method: 'GET',
    path: '/_api/admin/products',
    access: ['admin'],
    query: adminProductsQuerySchema,
    response: jsonOf<AdminProductList>(),
  }),
  create: endpoint({
    method: 'POST',
    path: '/_api/admin/product',
    access: ['admin'],
    body: createProductSchema,
    response: jsonOf<{ product: AdminProduct }>(),
  }),
  /** Also Restore: `{ id, isActive: true }`. */
  update: endpoint({
    method: 'POST',
    path: '/_api/admin/product/update',
    access: ['admin'],
    body: updateProductSchema,
    response: jsonOf<{ product: AdminProduct }>(),
  }),
  /** Deactivates (isActive false); the product stays on past orders. */
  deactivate: endpoint({
    method: 'POST',
    path: '/_api/admin/product/delete',
    access: ['admin'],
    body: productIdBodySchema,
    response: jsonOf<{ product: AdminProduct }>(),
  }),
  permanentDelete: endpoint({
    method: 'POST',
    path: '/_api/admin/product/permanentdelete',
    access: ['admin'],
    body: productIdBodySchema,
    response: jsonOf<{ id: number; deleted: true }>(),
  }),
};
