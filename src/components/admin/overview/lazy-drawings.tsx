'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';

/*
 * The drawings, loaded on demand (next/dynamic, browser only): Recharts comes with them, so the public pages never
 * ship it and the admin page's first load does not wait for it. Nothing else may import ./chart-drawings.
 */
const loading = () => <Skeleton className="h-56 w-full rounded-xl" />;

export const SalesOverTimeChart = dynamic(() => import('./chart-drawings').then((m) => m.SalesOverTimeChart), {
  ssr: false,
  loading,
});
export const HorizontalBarChart = dynamic(() => import('./chart-drawings').then((m) => m.HorizontalBarChart), {
  ssr: false,
  loading,
});
export const CollectedDonut = dynamic(() => import('./chart-drawings').then((m) => m.CollectedDonut), {
  ssr: false,
  loading,
});
