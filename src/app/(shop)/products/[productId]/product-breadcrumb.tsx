import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';

export function ProductBreadcrumb({ name }: { name?: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        <li>
          {/* No prefetch: the catalogue's code (checkout, pickers) would load with this page (160 kB budget). */}
          <Link
            href="/products"
            prefetch={false}
            className="inline-flex items-center gap-1 font-medium hover:text-primary"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Shop Coffee
          </Link>
        </li>
        {name ? (
          <>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li aria-current="page" className="font-medium text-foreground">
              {name}
            </li>
          </>
        ) : null}
      </ol>
    </nav>
  );
}
