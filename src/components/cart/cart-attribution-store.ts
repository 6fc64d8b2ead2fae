import {
  CART_ATTRIBUTION_KEY,
  NO_ATTRIBUTION,
  parseCartAttribution,
  type CartAttribution,
  type QrMarker,
  type SupporterPick,
} from '@/lib/cart/attribution';

/*
 * The cart's attribution (src/lib/cart/attribution.ts) as an external store over localStorage, like the guest cart
 * (guest-cart-store.ts): the server and hydration see none, the browser its stored value; other tabs' changes arrive
 * through `storage`.
 */

let lastRaw: string | null = null;
let last: CartAttribution = NO_ATTRIBUTION;
let memory: CartAttribution | null = null;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_ATTRIBUTION_KEY);
  } catch {
    return null;
  }
}

export function cartAttributionSnapshot(): CartAttribution {
  if (memory) return memory;
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    last = parseCartAttribution(raw);
  }
  return last;
}

export const serverCartAttributionSnapshot = () => NO_ATTRIBUTION;

export function subscribeCartAttribution(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_ATTRIBUTION_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function write(next: CartAttribution) {
  try {
    window.localStorage.setItem(CART_ATTRIBUTION_KEY, JSON.stringify(next));
    memory = null;
  } catch {
    // Private mode or a full quota: it still holds for this page view.
    memory = next;
  }
  for (const listener of listeners) listener();
}

/** Remembers the supporter picker's choice (one campaign at a time, as the cart is one). */
export function writeSupporterPick(pick: SupporterPick) {
  write({ ...cartAttributionSnapshot(), pick });
}

/** Remembers that a QR code opened this page. */
export function writeQrMarker(qr: QrMarker) {
  write({ ...cartAttributionSnapshot(), qr });
}

/** Forgets whom the cart supports: after the order is placed, or when the buyer changes it with no page to go to. */
export function clearSupporterPick() {
  write({ ...cartAttributionSnapshot(), pick: null });
}
