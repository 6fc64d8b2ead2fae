'use client';

import dynamic from 'next/dynamic';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { toast } from '@/lib/toast';
import { useAuth } from '@/components/auth/auth-provider';
import {
  addItem as addGuestItem,
  cartCount,
  cartTotal,
  priceLines,
  removeItem as removeGuestItem,
  setQuantity as setGuestQuantity,
  type CatalogueEntry,
  type GuestCartItem,
  type LineRef,
  type PricedLine,
} from '@/lib/cart/guest-cart';
import { decimalToCents } from '@/lib/money';
import { cartApi, type ServerCart } from '@/hooks/api/cart';
import type { CartServerLink } from './cart-server-state';
import { guestCartSnapshot, serverGuestCartSnapshot, subscribeGuestCart, writeGuestCart } from './guest-cart-store';

type CartValue = {
  lines: PricedLine[];
  count: number;
  totalCents: number;
  isLoading: boolean;
  /** True while a guest cart is being merged into the server cart after sign-in. */
  isSyncing: boolean;
  /** Adds a coffee in one grind and size (optionId null = its default option). */
  addItem: (line: LineRef, quantity: number, campaignId?: number | null) => Promise<void>;
  updateQuantity: (line: LineRef, quantity: number) => Promise<void>;
  removeItem: (line: LineRef) => Promise<void>;
  clear: (options?: { silent?: boolean }) => Promise<void>;
};

const CartServerState = dynamic(() => import('./cart-server-state').then((module) => module.CartServerState), {
  ssr: false,
});

const EMPTY: ServerCart = { campaignId: null, lines: [] };

const CartContext = createContext<CartValue | null>(null);

function errorMessage(error: unknown) {
  return error instanceof Error && error.message ? error.message : 'An unexpected error occurred.';
}

/**
 * The cart: kept in localStorage for guests and on the server for signed-in users. On sign-in a non-empty guest
 * cart is synced to the server and the local copy removed (kept if the sync fails); on sign-out the server cart
 * is forgotten and the guest cart reloaded.
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const { status } = useAuth();
  const authenticated = status === 'authenticated';
  const guestItems = useSyncExternalStore(subscribeGuestCart, guestCartSnapshot, serverGuestCartSnapshot);
  const [isSyncing, setSyncing] = useState(false);
  const syncStarted = useRef(false);

  // The server state (CartServerState) loads only when there is some to keep; calls wait for it.
  const [link, setLink] = useState<CartServerLink | null>(null);
  const linkRef = useRef<CartServerLink | null>(null);
  const linkWaiters = useRef<Array<(link: CartServerLink) => void>>([]);
  const onLink = useCallback((next: CartServerLink | null) => {
    linkRef.current = next;
    setLink(next);
    if (next) for (const resolve of linkWaiters.current.splice(0)) resolve(next);
  }, []);
  const serverState = useCallback(
    () =>
      linkRef.current
        ? Promise.resolve(linkRef.current)
        : new Promise<CartServerLink>((resolve) => linkWaiters.current.push(resolve)),
    [],
  );
  const needsServerState = authenticated || guestItems.length > 0;

  // Becoming authenticated: sync a non-empty guest cart once. Becoming unauthenticated: the guest cart again.
  useEffect(() => {
    if (status === 'unauthenticated') {
      // Signed out: the guest cart in localStorage becomes the cart again (it is read from there anyway).
      syncStarted.current = false;
      return;
    }
    if (status !== 'authenticated' || syncStarted.current) return;
    syncStarted.current = true;
    const pending = guestCartSnapshot();
    if (pending.length === 0) return;
    // The merge starts because the session (an external store) changed; the flag covers the call to the server.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSyncing(true);
    void (async () => {
      const server = await serverState();
      // A cart fetch that started before the sync must not overwrite the merged cart with the old one.
      await server.cancel();
      const cart = await cartApi.sync({ items: pending });
      writeGuestCart([]);
      await server.cancel();
      server.store(cart);
    })()
      .catch((error: unknown) => console.error('[cart] guest cart sync failed; keeping the local copy', error))
      .finally(() => setSyncing(false));
  }, [status, serverState]);

  const updateGuest = useCallback((update: (items: GuestCartItem[]) => GuestCartItem[]) => {
    writeGuestCart(update(guestCartSnapshot()));
  }, []);

  const runServer = useCallback(
    async (call: () => Promise<ServerCart>, success?: string) => {
      try {
        const server = await serverState();
        server.store(await call());
        if (success) toast.success(success);
      } catch (error) {
        toast.error(errorMessage(error));
        throw error;
      }
    },
    [serverState],
  );

  const addItem = useCallback<CartValue['addItem']>(
    async (line, quantity, campaignId) => {
      const { productId, optionId } = line;
      if (authenticated)
        return runServer(() => cartApi.add({ productId, optionId, quantity, campaignId }), 'Item added to cart.');
      updateGuest((items) => addGuestItem(items, line, quantity));
      toast.success('Item added to cart.');
    },
    [authenticated, runServer, updateGuest],
  );

  const removeItem = useCallback<CartValue['removeItem']>(
    async (line) => {
      const { productId, optionId } = line;
      if (authenticated) return runServer(() => cartApi.remove({ productId, optionId }), 'Item removed from cart.');
      updateGuest((items) => removeGuestItem(items, line));
      toast.success('Item removed from cart.');
    },
    [authenticated, runServer, updateGuest],
  );

  const updateQuantity = useCallback<CartValue['updateQuantity']>(
    async (line, quantity) => {
      if (quantity <= 0) return removeItem(line);
      if (!authenticated) return updateGuest((items) => setGuestQuantity(items, line, quantity));
      const { productId, optionId } = line;
      const current =
        (await serverState())
          .current()
          ?.lines.find((each) => each.productId === productId && each.optionId === optionId)?.quantity ?? 0;
      if (quantity > current)
        return runServer(() => cartApi.add({ productId, optionId, quantity: quantity - current }));
      // The API adds quantities; lowering one is a remove followed by an add of the new amount.
      return runServer(async () => {
        await cartApi.remove({ productId, optionId });
        return cartApi.add({ productId, optionId, quantity });
      });
    },
    [authenticated, serverState, removeItem, runServer, updateGuest],
  );

  const clear = useCallback<CartValue['clear']>(
    async (options) => {
      if (authenticated) return runServer(cartApi.clear, options?.silent ? undefined : 'Cart cleared.');
      updateGuest(() => []);
      if (!options?.silent) toast.success('Cart cleared.');
    },
    [authenticated, runServer, updateGuest],
  );

  const guestLines = useMemo(() => {
    const entries = new Map<number, CatalogueEntry>(
      (link?.catalogue ?? []).map((p) => [
        p.id,
        {
          id: p.id,
          name: p.name,
          priceCents: decimalToCents(p.price) ?? 0,
          imageUrl: p.imageUrl,
          options: (p.options ?? []).map((o) => ({ ...o, priceCents: decimalToCents(o.price) ?? 0 })),
        },
      ]),
    );
    return priceLines(guestItems, entries);
  }, [link?.catalogue, guestItems]);

  const value = useMemo<CartValue>(() => {
    const lines = authenticated ? (link?.cart ?? EMPTY).lines : guestLines;
    return {
      lines,
      count: cartCount(lines),
      totalCents: cartTotal(lines),
      isLoading: authenticated
        ? (link?.cartPending ?? true)
        : guestItems.length > 0 && (link?.cataloguePending ?? true),
      isSyncing,
      addItem,
      updateQuantity,
      removeItem,
      clear,
    };
  }, [authenticated, link, guestLines, guestItems.length, isSyncing, addItem, updateQuantity, removeItem, clear]);

  return (
    <CartContext.Provider value={value}>
      {children}
      {needsServerState ? (
        <CartServerState
          authenticated={authenticated}
          syncing={isSyncing}
          wantCatalogue={!authenticated && guestItems.length > 0}
          onLink={onLink}
        />
      ) : null}
    </CartContext.Provider>
  );
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used within a CartProvider');
  return value;
}
