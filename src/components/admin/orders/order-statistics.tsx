'use client';

import { AlertCircle, DollarSign, PieChart, ReceiptText, RotateCcw, ShoppingBag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import type { AdminOrderStats } from '@/lib/validation/admin-orders';

const messageOf = (error: Error | null) => errorMessage(error, 'Unknown error');

/** Total sales, orders, average order value and the campaign/regular split for the chosen dates. */
export function OrderStatistics({
  stats,
  loading,
  error,
  onRetry,
}: {
  stats: AdminOrderStats | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  if (error && !stats) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-5 sm:flex-row sm:items-center"
      >
        <AlertCircle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="flex-1">
          <p className="font-semibold text-destructive">Could not load order statistics.</p>
          <p className="text-sm text-muted-foreground">{messageOf(error)}</p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }
  const value = (text: string | undefined) =>
    loading || text === undefined ? <Skeleton className="mt-1 h-8 w-28" /> : text;
  const cards = [
    { label: 'Total Sales', value: value(stats && formatPrice(stats.totalRevenue)), icon: DollarSign },
    { label: 'Total Orders', value: value(stats?.totalOrders.toLocaleString('en-US')), icon: ShoppingBag },
    { label: 'Average Order Value', value: value(stats && formatPrice(stats.averageOrderValue)), icon: ReceiptText },
  ];
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" aria-busy={loading || undefined}>
      {cards.map(({ label, value: shown, icon: Icon }) => (
        <dl key={label} className="rounded-2xl border bg-card p-6 shadow-sm">
          <dt className="flex items-center justify-between text-sm font-medium text-muted-foreground">
            {label}
            <Icon className="size-5 text-primary" aria-hidden="true" />
          </dt>
          <dd className="mt-3 text-3xl font-semibold tabular-nums">{shown}</dd>
        </dl>
      ))}
      <section aria-labelledby="order-sales-breakdown" className="rounded-2xl border bg-card p-6 shadow-sm">
        <h3
          id="order-sales-breakdown"
          className="flex items-center justify-between font-sans text-sm font-medium text-muted-foreground"
        >
          Sales Breakdown
          <PieChart className="size-5 text-primary" aria-hidden="true" />
        </h3>
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex items-center justify-between gap-3">
            <dt>Campaign Sales</dt>
            <dd className="font-semibold tabular-nums">
              {loading || !stats ? <Skeleton className="h-4 w-16" /> : formatPrice(stats.salesBreakdown.campaignSales)}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt>Regular Sales</dt>
            <dd className="font-semibold tabular-nums">
              {loading || !stats ? <Skeleton className="h-4 w-16" /> : formatPrice(stats.salesBreakdown.regularSales)}
            </dd>
          </div>
        </dl>
      </section>
      {error ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2 lg:col-span-4">
          Could not load order statistics. {messageOf(error)}
        </p>
      ) : null}
    </div>
  );
}
