import type { CatalogueProduct } from '@/server/db/queries/products';
import { ProductCard } from './product-card';

export function ProductGrid({ products, emptyText }: { products: CatalogueProduct[]; emptyText: string }) {
  if (products.length === 0) {
    return <p className="rounded-2xl border border-dashed p-10 text-center text-muted-foreground">{emptyText}</p>;
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} priority={index < 3} />
      ))}
    </div>
  );
}
