import { DollarSign, Flag, ShoppingBag, Users } from 'lucide-react';
import type { Metadata } from 'next';
import { formatCents } from '@/lib/format';
import { getDashboardStats } from '@/server/db/queries/admin-stats';

export const metadata: Metadata = {
  title: 'Admin Dashboard',
  description: 'Sales, orders, users and campaigns at a glance.',
  robots: { index: false },
};

export default async function AdminDashboardPage() {
  const stats = await getDashboardStats({});
  const cards = [
    { label: 'Total Sales', value: formatCents(stats.totalRevenueCents), icon: DollarSign },
    { label: 'Total Orders', value: stats.totalOrders.toLocaleString('en-US'), icon: ShoppingBag },
    { label: 'Total Users', value: stats.totalUsers.toLocaleString('en-US'), icon: Users },
    { label: 'Total Campaigns', value: stats.totalCampaigns.toLocaleString('en-US'), icon: Flag },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="text-4xl font-semibold">Admin Dashboard</h1>
      <h2 className="mt-8 font-sans text-sm font-semibold uppercase tracking-widest text-muted-foreground">Overview</h2>
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
    </div>
  );
}
