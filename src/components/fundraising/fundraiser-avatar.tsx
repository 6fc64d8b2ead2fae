import { Image } from '@/components/ui/image';
import { cn } from '@/lib/utils';

/** The fundraiser's photo, or their initials on the brand colour. */
export function FundraiserAvatar({
  name,
  src,
  size,
  className,
}: {
  name: string;
  src: string | null;
  size: number;
  className?: string;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  if (src) {
    return (
      <Image
        src={src}
        alt={`Photo of ${name}`}
        width={size}
        height={size}
        className={cn('shrink-0 rounded-full border-2 border-card object-cover', className)}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-roast font-serif font-semibold text-cream',
        className,
      )}
      style={{ width: size, height: size, fontSize: size * 0.38 }}
    >
      {initials || '?'}
    </span>
  );
}
