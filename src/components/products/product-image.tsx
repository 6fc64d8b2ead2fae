import { Image } from '@/components/ui/image';
import { cn } from '@/lib/utils';

export const PLACEHOLDER_PRODUCT_IMAGE = '/images/placeholder-product.webp';

export function ProductImage({
  src,
  alt,
  sizes,
  priority = false,
  className,
}: {
  src: string | null;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('relative aspect-[4/3] overflow-hidden bg-muted', className)}>
      <Image
        src={src ?? PLACEHOLDER_PRODUCT_IMAGE}
        alt={alt}
        fill
        sizes={sizes}
        priority={priority}
        className="object-cover"
      />
    </div>
  );
}
