'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { CART_ATTRIBUTION_KEY } from '@/lib/cart/attribution-key';

const SupportingLine = dynamic(() => import('./supporting-line').then((module) => module.SupportingLine), {
  ssr: false,
});

/** Whether the browser holds a supporter pick, read without the attribution store's code. */
function pickStored(): boolean {
  try {
    const raw = window.localStorage.getItem(CART_ATTRIBUTION_KEY);
    return raw !== null && Boolean((JSON.parse(raw) as { pick?: unknown } | null)?.pick);
  } catch {
    return false;
  }
}

function subscribeToOtherTabs(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_ATTRIBUTION_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

const noPickOnTheServer = () => false;

/**
 * "Supporting {name} · Change" (supporting-line.tsx), whose code loads only when a pick stands: most visitors of
 * /products never chose a fundraiser, and they download none of it, even once the page is idle (issue 28's 160 kB
 * budget). A pick is made on a campaign or fundraiser page, so it is already stored when this mounts; one made in
 * another tab arrives through `storage`. Once shown, the line follows the pick itself (cleared after an order).
 */
export function LazySupportingLine() {
  const picked = useSyncExternalStore(subscribeToOtherTabs, pickStored, noPickOnTheServer);
  return picked ? <SupportingLine /> : null;
}
