import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** 'avatar' is square with a round mask, 'product' 16:9. */
export type ImageShape = 'avatar' | 'product';

/**
 * The box an image preview fills, in the crop's shape. An avatar keeps its size in a flex row beside long text
 * (shrink-0, aspect-square): shrunk on one axis only, the round mask became an oval (issue 26).
 */
export function ImageFrame({ shape, className, ...props }: ComponentProps<'div'> & { shape: ImageShape }) {
  return (
    <div
      className={cn(
        'relative overflow-hidden border bg-muted',
        shape === 'avatar' ? 'aspect-square size-32 shrink-0 rounded-full' : 'aspect-video w-full rounded-xl',
        className,
      )}
      {...props}
    />
  );
}
