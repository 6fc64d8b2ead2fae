'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { cartKeys, catalogueKeys } from '@/hooks/api/query-keys';
import { cartApi, type ServerCart } from '@/hooks/api/cart';
import { fetchCatalogue } from '@/hooks/api/catalogue';
import type { ProductJson } from '@/lib/contracts/catalogue';

const FIVE_MINUTES = 5 * 60_000;

/** What the cart provider reads and writes of the cart's server state. */
export type CartServerLink = {
  /** The signed-in customer's cart, and whether it is still loading. */
  cart: ServerCart | undefined;
  cartPending: boolean;
  /** The catalogue that prices a guest cart, and whether it is still loading. */
  catalogue: ProductJson[] | undefined;
  cataloguePending: boolean;
  /** Stores the cart a cart call answered. */
  store: (cart: ServerCart) => void;
  /** The cart as last stored or fetched. */
  current: () => ServerCart | undefined;
  /** Stops a cart fetch under way (its answer would overwrite a newer cart). */
  cancel: () => Promise<void>;
};

type Props = {
  authenticated: boolean;
  /** A guest cart is being merged into the server cart: the server cart is not read meanwhile. */
  syncing: boolean;
  /** A guest cart has lines to price. */
  wantCatalogue: boolean;
  onLink: (link: CartServerLink | null) => void;
};

/**
 * The cart's server state through TanStack Query, loaded by the cart provider only when there is server state to
 * keep (someone signed in, or a guest cart to price), so a visitor who only reads a public page loads none of it.
 */
export function CartServerState(props: Props) {
  return (
    <QueryProvider>
      <CartQueries {...props} />
    </QueryProvider>
  );
}

function CartQueries({ authenticated, syncing, wantCatalogue, onLink }: Props) {
  const queryClient = useQueryClient();
  const cart = useQuery({
    queryKey: cartKeys.current,
    queryFn: cartApi.get,
    enabled: authenticated && !syncing,
    staleTime: FIVE_MINUTES,
  });
  const catalogue = useQuery({ queryKey: catalogueKeys.list, queryFn: fetchCatalogue, enabled: wantCatalogue });

  const calls = useMemo(
    () => ({
      store: (next: ServerCart) => void queryClient.setQueryData(cartKeys.current, next),
      current: () => queryClient.getQueryData<ServerCart>(cartKeys.current),
      cancel: () => queryClient.cancelQueries({ queryKey: cartKeys.current }),
    }),
    [queryClient],
  );

  useEffect(() => {
    onLink({
      ...calls,
      cart: cart.data,
      cartPending: cart.isPending,
      catalogue: catalogue.data,
      cataloguePending: catalogue.isPending,
    });
  }, [onLink, calls, cart.data, cart.isPending, catalogue.data, catalogue.isPending]);

  // Signed out: the server cart is forgotten (this part stays mounted while a guest cart needs pricing, and unmounts
  // otherwise, which also means nobody is signed in any more).
  useEffect(() => {
    if (!authenticated) queryClient.removeQueries({ queryKey: cartKeys.current });
  }, [authenticated, queryClient]);
  useEffect(
    () => () => {
      queryClient.removeQueries({ queryKey: cartKeys.current });
      onLink(null);
    },
    [onLink, queryClient],
  );

  return null;
}
