import { GUEST_CART_KEY, parseGuestCart, serializeGuestCart, type GuestCartItem } from '@/lib/cart/guest-cart';

/*
 * The guest cart in localStorage as an external store (useSyncExternalStore). The server render and hydration see
 * an empty cart; an empty cart in the browser is the very same value, so mounting the app changes nothing above the
 * page and React hydrates a streamed page instead of re-rendering it. Other tabs' changes arrive via `storage`.
 */

export const NO_ITEMS: GuestCartItem[] = [];

let lastRaw: string | null = null;
let lastItems: GuestCartItem[] = NO_ITEMS;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(GUEST_CART_KEY);
  } catch {
    return null;
  }
}

/** The guest cart's lines (the same array until localStorage changes). */
export function guestCartSnapshot(): GuestCartItem[] {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    const items = parseGuestCart(raw);
    lastItems = items.length > 0 ? items : NO_ITEMS;
  }
  return lastItems;
}

export const serverGuestCartSnapshot = () => NO_ITEMS;

export function subscribeGuestCart(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_CART_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Replaces the guest cart (an empty one removes the key) and tells every reader. */
export function writeGuestCart(items: GuestCartItem[]) {
  try {
    if (items.length === 0) window.localStorage.removeItem(GUEST_CART_KEY);
    else window.localStorage.setItem(GUEST_CART_KEY, serializeGuestCart(items));
  } catch {
    // Private mode or a full quota: the cart still works for this page view.
    lastRaw = null;
    lastItems = items.length > 0 ? items : NO_ITEMS;
  }
  for (const listener of listeners) listener();
}
