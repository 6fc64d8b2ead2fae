import { CartLink } from '@/components/cart/cart-link';
import { site } from '@/lib/site';
import { AccountArea } from './account-area';
import { BrandLogo } from './brand-logo';
import { MobileNav } from './mobile-nav';
import { NavLink } from './nav-link';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75 print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <nav aria-label="Main" className="hidden items-center gap-8 md:flex">
          {site.nav.map((item) => (
            <NavLink key={item.href} href={item.href} label={item.label} />
          ))}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <CartLink />
          <AccountArea />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
