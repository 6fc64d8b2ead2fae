import type { MetadataRoute } from 'next';
import { getEnv } from '@/env';
import { readCatalogue, readPublicFundraisingPages } from '@/server/cache/public-reads';

export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getEnv().APP_URL;
  const products = await readCatalogue();
  const fundraising = await readPublicFundraisingPages();
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
