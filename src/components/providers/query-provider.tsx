'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { getQueryClient } from '@/lib/query-client';

/**
 * TanStack Query for the subtree. Not in the root layout: public pages load the data library only with the part
 * that needs it (the signed-in cart, checkout, the contact form), private areas in their layouts.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
