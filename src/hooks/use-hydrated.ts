import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server render and while hydrating, true once this component runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
