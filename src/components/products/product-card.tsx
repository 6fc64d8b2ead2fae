import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCents } from '@/lib/format';
import type { CatalogueProduct } from '@/server/db/queries/products';
import { ProductImage } from './product-image';
import { RoastLevel, TastingNotes } from './coffee-facts';
import { BagsLeftNote, isSoldOut, SoldOutAction } from './bags-left';

export function ProductCard({
  product,
  priority = false,
  action,
  note,
  bagsLeft,
}: {
  product: CatalogueProduct;
  priority?: boolean;
  action?: React.ReactNode;
  /** A line under the description (a campaign's share per bag). */
  note?: React.ReactNode;
  /** Bags left under a batch limit (issue 28); absent when none applies. */
  bagsLeft?: number;
}) {
  const href = `/products/${product.id}`;
  const soldOut = isSoldOut(bagsLeft);
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="block">
        <ProductImage
          src={product.imageUrl}
          alt=""
          priority={priority}
          sizes="(min-width: 1280px) 380px, (min-width: 640px) 50vw, 100vw"
          className="transition-transform duration-500 group-hover:scale-[1.02]"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg leading-snug font-semibold">
            <Link href={href} className="hover:text-primary">
              {product.name}
            </Link>
          </h3>
          <p className="shrink-0 text-lg font-semibold text-primary tabular-nums">{formatCents(product.priceCents)}</p>
        </div>
        {product.category ? (
          <Badge variant="secondary" className="self-start">
            {product.category}
          </Badge>
        ) : null}
        <BagsLeftNote bagsLeft={bagsLeft} />
        <RoastLevel level={product.roastLevel} />
        <TastingNotes notes={product.tastingNotes} max={3} />
        <p className="line-clamp-3 text-sm text-muted-foreground">{product.description}</p>
        {note}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {soldOut && action ? <SoldOutAction productName={product.name} /> : action}
          <Button asChild variant="outline" size="sm" className={action ? 'self-end' : undefined}>
            <Link href={href} aria-label={`View details for ${product.name}`}>
              View details
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
