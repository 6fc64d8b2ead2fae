import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Badge } from '@/components/ui/badge';
import { ProductImage } from '@/components/products/product-image';
import { formatCents } from '@/lib/format';
import { productIdParamSchema } from '@/lib/validation/products';
import { readCatalogueProduct } from '@/server/cache/public-reads';
import { NextRoast } from './next-roast';
import { ProductBreadcrumb } from './product-breadcrumb';
import { CoffeeFactList, RoastLevel, TastingNotes } from '@/components/products/coffee-facts';
import { CoffeePurchase } from '@/components/products/coffee-purchase';
import { GrindGuide } from '@/components/products/grind-guide';

type Props = { params: Promise<{ productId: string }> };

const loadProduct = cache(async (productId: string) => {
  const id = productIdParamSchema.safeParse(productId);
  return id.success ? readCatalogueProduct(id.data) : null;
});

// None is rendered at build (there is no database there); each is rendered on its first visit, then served from the
// cache until an admin or fundraiser change or an order invalidates it (src/server/cache/public-tags.ts).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await loadProduct((await params).productId);
  if (!product) return { title: 'Product Not Found', description: 'This coffee is not in our catalogue.' };
  return {
    title: product.name,
    description: product.description ?? `${product.name} from Steam & Grind.`,
    openGraph: product.imageUrl ? { images: [product.imageUrl] } : undefined,
  };
}

export default async function ProductPage({ params }: Props) {
  const product = await loadProduct((await params).productId);
  if (!product) notFound();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <ProductBreadcrumb name={product.name} />
      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-14">
        <ProductImage
          src={product.imageUrl}
          alt={`Bag of ${product.name}`}
          priority
          sizes="(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw"
          className="rounded-2xl border shadow-sm"
        />
        <div className="flex flex-col gap-5">
          {product.category ? (
            <Badge variant="secondary" className="self-start">
              {product.category}
            </Badge>
          ) : null}
          <h1 className="text-4xl leading-tight font-semibold sm:text-5xl">{product.name}</h1>
          <p className="text-3xl font-semibold text-primary tabular-nums">{formatCents(product.priceCents)}</p>
          <RoastLevel level={product.roastLevel} />
          <TastingNotes notes={product.tastingNotes} />
          <p className="text-lg leading-relaxed text-muted-foreground">{product.description}</p>
          <CoffeeFactList product={product} />
          <div className="rounded-2xl border bg-card p-4">
            <CoffeePurchase
              productId={product.id}
              productName={product.name}
              options={product.options}
              withQuantity
              size="lg"
            />
          </div>
          <GrindGuide />
          <NextRoast now={new Date()} />
        </div>
      </div>
    </div>
  );
}
