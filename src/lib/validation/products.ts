import { z } from 'zod';
import { text } from './common';

export const PRODUCT_ID_REQUIRED = 'Product ID is required to fetch a product.';
export const PRODUCT_ID_INVALID = 'Product ID must be a positive integer.';

/** A positive integer id given as text (query string or route segment). */
export const productIdParamSchema = text({ error: PRODUCT_ID_REQUIRED })
  .trim()
  .min(1, PRODUCT_ID_REQUIRED)
  .regex(/^\d{1,9}$/, PRODUCT_ID_INVALID)
  .transform(Number)
  .refine((id) => id > 0, PRODUCT_ID_INVALID);

// GET /_api/products/single?productId=
export const getSingleProductSchema = z.object({ productId: productIdParamSchema });
export type GetSingleProductInput = z.infer<typeof getSingleProductSchema>;
