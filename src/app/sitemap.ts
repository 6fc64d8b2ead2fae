import type { MetadataRoute } from 'next';
import { getEnv } from '@/env';
import { listActiveProducts } from '@/server/db/queries/products';

export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getEnv().APP_URL;
  const products = await listActiveProducts();
  const pages = ['/', '/about', '/products', '/contact'].map((path) => ({ url: `${base}${path === '/' ? '' : path}`, changeFrequency: 'weekly' as const }));
  return [
    ...pages,
    ...products.map((product) => ({ url: `${base}/products/${product.id}`, changeFrequency: 'weekly' as const })),
  ];
}
