import './globals.css';
import type { Metadata, Viewport } from 'next';
import { HashScroll } from '@/components/layout/hash-scroll';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { AppProviders } from '@/components/providers/app-providers';
import { getEnv } from '@/env';
import { fraunces, inter } from './fonts';
import { site } from '@/lib/site';

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(getEnv().APP_URL),
    title: { default: `${site.name} · Small-batch specialty coffee`, template: `%s · ${site.name}` },
    description: site.description,
    applicationName: site.name,
    openGraph: { siteName: site.name, type: 'website', locale: 'en_US' },
  };
}

export const viewport: Viewport = {
  themeColor: '#2b1a12',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  // No request data here: public pages are rendered once and served from the cache to everyone, so who is signed
  // in comes from the browser (AuthProvider asks /_api/auth/session). Private areas are dynamic in their own layouts.
  return (
    <html lang="en-US" className={`${inter.variable} ${fraunces.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
        >
          Skip to content
        </a>
        <AppProviders>
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <HashScroll />
        </AppProviders>
      </body>
    </html>
  );
}
