'use client';

import { AuthProvider } from '@/components/auth/auth-provider';
import { CartProvider } from '@/components/cart/cart-provider';
import { LazyToaster } from '@/components/ui/toaster';

/**
 * What every page shares: who is signed in, the cart and the toasts. Kept light because it loads with every public
 * page: TanStack Query comes with the parts that need server state (QueryProvider), sonner with the first toast.
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <AuthProvider>
      <CartProvider>
        {children}
        <LazyToaster />
      </CartProvider>
    </AuthProvider>
  );
}
