import { DollarSign, Flag, ShoppingBag, Users } from 'lucide-react';
import type { AdminStats } from '@/lib/contracts/admin-stats';
import { formatPrice } from '@/lib/format';
import { StatCard } from './stat-card';

/** The Overview tab: four stat cards (spec admin.md section 2). */
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
        Overview
      </h2>
      <dl className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <StatCard key={card.label} {...card} />
        ))}
      </dl>
    </section>
  );
}
