import { DollarSign, Flag, ShoppingBag, Users } from 'lucide-react';
import { HeldMoney } from '@/components/balances/held-money';
import type { AdminStats } from '@/lib/contracts/admin-stats';
import { formatPrice } from '@/lib/format';
import { unsettledOrdersListPath } from '@/lib/paths/unsettled-orders';
import { StatCard } from './stat-card';

/**
 * The Overview tab's four stat cards (spec admin.md section 2), over every order since the shop opened: said so in
 * the heading, since the charts below follow a range of their own (docs/decisions/dashboard-scope.md). Money held on
 * cancelled orders sits beneath them, with a link to the unsettled ones.
 */
export function OverviewStats({ stats }: { stats: AdminStats }) {
  const cards = [
    { label: 'Total Sales', value: formatPrice(stats.totalRevenue), icon: DollarSign },
    { label: 'Total Orders', value: stats.totalOrders.toLocaleString('en-US'), icon: ShoppingBag },
    { label: 'Total Users', value: stats.totalUsers.toLocaleString('en-US'), icon: Users },
    { label: 'Total Campaigns', value: stats.totalCampaigns.toLocaleString('en-US'), icon: Flag },
  ];
  return (
    <section aria-labelledby="admin-overview-heading">
      <h2
        id="admin-overview-heading"
        className="font-sans text-sm font-semibold tracking-widest text-muted-foreground uppercase"
      >
        Overview: all time
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Every order since the shop opened (cancelled orders not counted in sales). The charts below follow their own
        range.
      </p>
      <dl className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <StatCard key={card.label} {...card} />
        ))}
      </dl>
      <HeldMoney held={stats.held} ordersHref={unsettledOrdersListPath()} className="mt-5 bg-card" />
    </section>
  );
}
