import * as React from 'react';
import { cn } from '@/lib/utils';

/*
 * What Dialog and AlertDialog share, so the two look and behave alike: their classes, the shadcn-style parts that
 * add a data-slot and base classes, and the guard that keeps a dialog open while something is saving.
 */

export const dialogClasses = {
  overlay: 'fixed inset-0 z-50 bg-espresso/60 backdrop-blur-[2px]',
  content:
    'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border bg-card p-6 text-card-foreground shadow-xl focus:outline-none',
  footer: 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
  title: 'text-xl leading-tight font-semibold',
  description: 'text-sm text-muted-foreground',
};

/** A part that renders `Component` with its `data-slot` and base classes; the caller's classes come last. */
export function slotted<C extends React.ElementType>(Component: C, slot: string, base: string) {
  function SlottedPart({ className, ...props }: React.ComponentProps<C> & { className?: string }) {
    const Element: React.ElementType = Component;
    return <Element data-slot={slot} className={cn(base, className)} {...props} />;
  }
  return SlottedPart;
}

/** An Escape or outside-click handler that does nothing while `preventClose` is set, then runs the caller's own. */
export function guardClose<E extends Event>(preventClose: boolean, handler: ((event: E) => void) | undefined) {
  return (event: E) => {
    if (preventClose) event.preventDefault();
    handler?.(event);
  };
}
