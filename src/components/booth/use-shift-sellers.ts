'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';

/*
 * The sellers on shift, remembered per campaign in this browser (localStorage), so a phone that reloads or comes back
 * after a break still has the shift picked. Unknown ids (a seller who left the campaign) are dropped when read.
 */

const storageKey = (campaignId: number) => `booth-shift-sellers:${campaignId}`;
const CHANGED = 'booth-shift-sellers-changed';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** Where the pick lives when the browser refuses storage (some private modes): until the page is left. */
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string) {
  memory.set(key, value);
  try {
    localStorage.setItem(key, value);
  } catch {
    // Kept in memory only.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function parseIds(raw: string | null, known: Set<number>): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number' && known.has(id)) : [];
  } catch {
    return [];
  }
}

/** The ids on shift in the order they were picked (the first takes a split's remainder cents), and a toggle. */
export function useShiftSellers(campaignId: number, sellerIds: number[]) {
  const key = storageKey(campaignId);
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const known = useMemo(() => new Set(sellerIds), [sellerIds]);
  const selected = useMemo(() => parseIds(raw, known), [raw, known]);
  const toggle = useCallback(
    (id: number) => {
      const next = selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id];
      write(key, JSON.stringify(next));
    },
    [key, selected],
  );
  return { selected, toggle };
}
