'use client';

import { useSyncExternalStore } from 'react';
import { formatDateTime } from '@/lib/format';

/*
 * When the sheet was printed, for its paper copy: "Nov 27, 2026, 8:15 AM" in the shop's time zone. Taken when the
 * page opens and again on the browser's `beforeprint` (a sheet left open all morning says when it went to paper). The
 * server render has no time (null): the words appear once the page runs in the browser, without a hydration mismatch.
 */
let printedAt: string | null = null;
const stamp = () => {
  printedAt = formatDateTime(new Date());
};

function subscribe(onChange: () => void) {
  stamp();
  const update = () => {
    stamp();
    onChange();
  };
  window.addEventListener('beforeprint', update);
  return () => window.removeEventListener('beforeprint', update);
}

const clientSnapshot = () => printedAt ?? (stamp(), printedAt);
const serverSnapshot = () => null;

/** "Nov 27, 2026, 8:15 AM": when the sheet is printed (null while rendered on the server). */
export function usePrintedAt(): string | null {
  return useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
}

/** The words the paper shows: "Printed Nov 27, 2026, 8:15 AM". */
export const printedText = (at: string | null) => (at ? `Printed ${at}` : '');
