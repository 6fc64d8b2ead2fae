'use client';

import { useEffect } from 'react';

/**
 * Moves focus to the page's heading once it shows: after Place Order the buyer lands here by client navigation, and
 * a screen reader should start at the order, not at the header the previous page left focus in.
 */
export function FocusHeading({ id }: { id: string }) {
  useEffect(() => {
    // After the frame: a closing cart sheet hands focus back to its trigger first.
    const frame = requestAnimationFrame(() => document.getElementById(id)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [id]);
  return null;
}
