import type { MetadataRoute } from 'next';
import { getEnv } from '@/env';
import { listPublicFundraisingPages } from '@/server/db/queries/fundraising';
import { listActiveProducts } from '@/server/db/queries/products';

export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getEnv().APP_URL;
  const products = await listActiveProducts();
  const fundraising = await listPublicFundraisingPages();
  const pages = ['/', '/about', '/products', '/contact'].map((path) => ({
    url: `${base}${path === '/' ? '' : path}`,
    changeFrequency: 'weekly' as const,
  }));
  return [
    ...pages,
    ...products.map((product) => ({ url: `${base}/products/${product.id}`, changeFrequency: 'weekly' as const })),
    ...fundraising.campaigns.map((slug) => ({ url: `${base}/campaigns/${slug}`, changeFrequency: 'daily' as const })),
    ...fundraising.fundraisers.map((slug) => ({
      url: `${base}/fundraisers/${slug}`,
      changeFrequency: 'daily' as const,
    })),
  ];
}
