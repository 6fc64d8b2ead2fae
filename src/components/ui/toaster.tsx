'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { toasterDemand } from '@/lib/toast';

const Toaster = dynamic(() => import('./sonner').then((module) => module.Toaster), { ssr: false });

/** Mounts the themed sonner Toaster once the first toast is asked for (src/lib/toast.ts). */
export function LazyToaster() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.wanted, toasterDemand.notYet);
  return wanted ? <Toaster /> : null;
}
