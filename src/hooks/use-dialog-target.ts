'use client';

import { useRef, useState } from 'react';

/**
 * What a dialog without its own Radix trigger is open for (a row's Edit, a table's Add), and where focus goes when it
 * closes: back to the control that opened it, or to `fallback` (the table) when that control is gone (the row was
 * deleted or left the filter), so keyboard users keep their place. Spread `contentProps` on the DialogContent.
 */
export function useDialogTarget<T>(fallback?: React.RefObject<HTMLElement | null>) {
  const [target, setTarget] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  return {
    target,
    open: (next: T) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setTarget(next);
    },
    close: () => setTarget(null),
    contentProps: {
      onCloseAutoFocus: (event: Event) => {
        event.preventDefault();
        const element = opener.current?.isConnected ? opener.current : fallback?.current;
        element?.focus();
      },
    },
  };
}

/**
 * For row actions that can remove their own row: once the action settles, if focus fell to the page body, it goes
 * to `fallback` (the table).
 */
export function useFocusFallback(fallback: React.RefObject<HTMLElement | null>) {
  return () =>
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) fallback.current?.focus();
    });
}
