import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** 'avatar' is square with a round mask, 'product' 16:9. */
export type ImageShape = 'avatar' | 'product';

/** The box an image preview fills, in the crop's shape. */
export function ImageFrame({ shape, className, ...props }: ComponentProps<'div'> & { shape: ImageShape }) {
  return (
    <div
      className={cn(
        'relative overflow-hidden border bg-muted',
        shape === 'avatar' ? 'size-32 rounded-full' : 'aspect-video w-full rounded-xl',
        className,
      )}
      {...props}
    />
  );
}
