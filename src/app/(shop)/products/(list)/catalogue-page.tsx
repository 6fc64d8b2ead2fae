import { CheckoutForm } from '@/components/cart/checkout-form';
import { NeedsJavaScriptNotice } from '@/components/cart/needs-javascript';
import {
  ActiveCatalogueFilters,
  CatalogueFilterForm,
  NoMatchingCoffees,
} from '@/components/products/catalogue-filters';
import { ProductGrid } from '@/components/products/product-grid';
import { filterChoices, filterCoffees, hasFilters, type CatalogueFilters } from '@/lib/coffee/catalogue-filters';
import { readCatalogue } from '@/server/cache/public-reads';
import { CartPlaceholder } from './cart-placeholder';
import { LazyCartSidebar } from './lazy-cart-sidebar';
import { ProductsHeader } from './products-header';

/**
 * /products and each filtered address of it (`filtered/[filters]`, reached through a rewrite): the cached
 * catalogue, filtered here in memory (no query of its own), the filter form, the current filters and the cart column.
 * No loading.tsx above it: its Suspense boundary put the whole list in a hidden part of the HTML that only the page's
 * scripts reveal, and the coffees and filters must show without them (docs/decisions/catalogue-filters.md).
 */
export async function CataloguePage({ filters }: { filters: CatalogueFilters }) {
  const all = await readCatalogue();
  const products = filterCoffees(all, filters);
  const choices = filterChoices(all);
  const filtered = hasFilters(filters);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <ProductsHeader />
      <NeedsJavaScriptNotice className="mb-8 rounded-lg border bg-muted p-4 text-sm" />
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem] xl:grid-cols-[1fr_24rem]">
        <div className="min-w-0 space-y-6">
          <CatalogueFilterForm filters={filters} choices={choices} />
          <ActiveCatalogueFilters filters={filters} choices={choices} shown={products.length} total={all.length} />
          <h2 className="sr-only">{filtered ? 'Matching coffees' : 'All coffees'}</h2>
          {filtered && products.length === 0 && all.length > 0 ? (
            <NoMatchingCoffees />
          ) : (
            <ProductGrid
              products={products}
              withAddToCart
              emptyText="No coffees are available right now. Please check back soon."
            />
          )}
        </div>
        <aside aria-label="Cart and checkout" className="min-w-0 space-y-6 lg:sticky lg:top-24">
          <LazyCartSidebar placeholder={<CartPlaceholder />} empty={<CartPlaceholder empty />} />
          <CheckoutForm />
        </aside>
      </div>
    </div>
  );
}
