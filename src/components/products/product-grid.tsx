import type { CatalogueProduct } from '@/server/db/queries/products';
import { TeamShareNote, type ProductTeamShare } from '@/components/fundraising/team-share';
import { ProductCard } from './product-card';
import { CoffeePurchase } from './coffee-purchase';

export function ProductGrid({
  products,
  emptyText,
  withAddToCart = false,
  campaignId,
  teamShare,
  priorityImages = 2,
  bagsLeft,
}: {
  products: CatalogueProduct[];
  emptyText: string;
  withAddToCart?: boolean;
  campaignId?: number;
  /** A campaign's share per bag: a line on each coffee it applies to (issue 14). */
  teamShare?: ProductTeamShare | null;
  /** How many first images load eagerly at high priority (0 when the grid starts below the fold). */
  priorityImages?: number;
  /** Bags left per capped coffee (issue 28): "Only N left", and "Sold out" at 0. */
  bagsLeft?: Record<number, number>;
}) {
  if (products.length === 0) {
    return <p className="rounded-2xl border border-dashed p-10 text-center text-muted-foreground">{emptyText}</p>;
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2 2xl:grid-cols-3">
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          note={teamShare ? <TeamShareNote share={teamShare} productId={product.id} /> : undefined}
          priority={index < priorityImages}
          bagsLeft={bagsLeft?.[product.id]}
          action={
            withAddToCart ? (
              <CoffeePurchase
                productId={product.id}
                productName={product.name}
                options={product.options}
                campaignId={campaignId}
              />
            ) : undefined
          }
        />
      ))}
    </div>
  );
}
