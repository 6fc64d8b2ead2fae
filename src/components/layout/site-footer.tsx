import Link from 'next/link';
import { site } from '@/lib/site';
import { BrandMark } from './brand-logo';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-espresso text-cream print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="space-y-3">
          <div className="flex items-center gap-2.5">
            <BrandMark />
            <span className="font-serif text-xl font-semibold">{site.name}</span>
          </div>
          <p className="max-w-xs text-sm text-cream/75">{site.tagline}. Local delivery and meetup around Louisville.</p>
        </div>
        <nav aria-label="Footer" className="space-y-3">
          <h2 className="font-sans text-sm font-semibold tracking-widest text-cream/60 uppercase">Explore</h2>
          <ul className="space-y-2 text-sm">
            {site.nav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="text-cream/90 hover:text-white hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3 text-sm">
          <h2 className="font-sans text-sm font-semibold tracking-widest text-cream/60 uppercase">Say hello</h2>
          <p>
            <a href={`mailto:${site.email}`} className="text-cream/90 hover:text-white hover:underline">
              {site.email}
            </a>
          </p>
          <p>
            <a href={site.phoneHref} className="text-cream/90 hover:text-white hover:underline">
              {site.phone}
            </a>
          </p>
        </div>
      </div>
      <div className="border-t border-cream/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-cream/70 sm:px-6 lg:px-8">
          © {year} {site.name}. All Rights Reserved.
        </p>
      </div>
    </footer>
  );
}
