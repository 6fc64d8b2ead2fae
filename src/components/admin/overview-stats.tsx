import { DollarSign, Flag, ShoppingBag, Users } from 'lucide-react';
import { formatCents } from '@/lib/format';

export type DashboardStats = {
  totalRevenueCents: number;
  totalOrders: number;
  totalUsers: number;
  totalCampaigns: number;
};

/** The Overview tab: four stat cards (spec admin.md section 2). */
export function OverviewStats({ stats }: { stats: DashboardStats }) {
  const cards = [
    { label: 'Total Sales', value: formatCents(stats.totalRevenueCents), icon: DollarSign },
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
        {cards.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-2xl border bg-card p-6 shadow-sm">
            <dt className="flex items-center justify-between text-sm font-medium text-muted-foreground">
              {label}
              <Icon className="size-5 text-primary" aria-hidden="true" />
            </dt>
            <dd className="mt-3 text-3xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
