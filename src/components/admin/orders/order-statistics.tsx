'use client';

import { DollarSign, HandCoins, Hourglass, PieChart, ReceiptText, ShoppingBag } from 'lucide-react';
import { ListError } from '@/components/data-table/list-error';
import { StatCard, statCardClass, statLabelClass } from '@/components/admin/stat-card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { AdminOrderStats } from '@/lib/contracts/admin-orders';

const messageOf = (error: Error | null) => errorMessage(error, 'Unknown error');

/**
 * Total sales, collected, outstanding, orders, average order value and the campaign/regular split of the orders the
 * list's filters match.
 */
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
    return <ListError title="Could not load order statistics." message={messageOf(error)} onRetry={onRetry} />;
  }
  const value = (text: string | undefined) =>
    loading || text === undefined ? <Skeleton className="mt-1 h-8 w-28" /> : text;
  const cards = [
    { label: 'Total Sales', value: value(stats && formatPrice(stats.totalRevenue)), icon: DollarSign },
    { label: 'Collected', value: value(stats && formatPrice(stats.collected)), icon: HandCoins },
    { label: 'Outstanding', value: value(stats && formatPrice(stats.outstanding)), icon: Hourglass },
    { label: 'Total Orders', value: value(stats?.totalOrders.toLocaleString('en-US')), icon: ShoppingBag },
    { label: 'Average Order Value', value: value(stats && formatPrice(stats.averageOrderValue)), icon: ReceiptText },
  ];
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy={loading || undefined}>
      {cards.map((card) => (
        <StatCard key={card.label} as="dl" {...card} />
      ))}
      <section aria-labelledby="order-sales-breakdown" className={statCardClass}>
        <h3 id="order-sales-breakdown" className={cn(statLabelClass, 'font-sans')}>
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
        <p role="alert" className="text-sm text-destructive sm:col-span-2 lg:col-span-3">
          Could not load order statistics. {messageOf(error)}
        </p>
      ) : null}
    </div>
  );
}
