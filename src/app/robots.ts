import type { MetadataRoute } from 'next';
import { getEnv } from '@/env';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const base = getEnv().APP_URL;
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/_api/', '/admin', '/settings', '/captain/', '/invites/', '/reset-password'],
      },
    ],
    sitemap: `${base}/sitemap.xml`,
  };
}
