import type { Metadata } from 'next';
import { ActivityPanel } from '@/components/admin/activity/activity-panel';
import { parseAdminTab } from '@/components/admin/admin-tabs';
import { DashboardTabs } from '@/components/admin/dashboard-tabs';
import { CampaignsPanel } from '@/components/admin/campaigns/campaigns-panel';
import { OrdersPanel } from '@/components/admin/orders/orders-panel';
import { OverviewStats } from '@/components/admin/overview-stats';
import { UsersPanel } from '@/components/admin/users/users-panel';
import { ProductsPanel } from '@/components/admin/products/products-panel';
import { gatePage } from '@/server/auth/page-gate';
import { listAllProducts } from '@/server/db/queries/admin-products';
import { getDashboardStats } from '@/server/db/queries/admin-stats';
import { adminProductJson } from '@/server/serializers';

export const metadata: Metadata = {
  title: 'Admin Dashboard',
  description: 'Sales, orders, users and campaigns at a glance.',
  robots: { index: false },
};

export default async function AdminDashboardPage({
  searchParams,
}: {
  searchParams: Promise<{ tab?: string | string[] }>;
}) {
  const gate = await gatePage('/admin');
  if (!gate.allowed) return gate.denied;
  const tab = parseAdminTab((await searchParams).tab);
  const [stats, products] = await Promise.all([
    getDashboardStats({}),
    // The open tab's list arrives with the page; another tab's loads when it is opened.
    // If it fails here, the panel fetches it again in the browser and shows 'Error Loading Data' there.
    tab === 'products'
      ? listAllProducts().then(
          (rows) => rows.map(adminProductJson),
          (error: unknown) => {
            console.error('[admin] product list failed during render', error);
            return undefined;
          },
        )
      : undefined,
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="text-4xl font-semibold">Admin Dashboard</h1>
      <DashboardTabs
        overview={<OverviewStats stats={stats} />}
        products={<ProductsPanel initialProducts={products} />}
        orders={<OrdersPanel />}
        users={<UsersPanel />}
        campaigns={<CampaignsPanel />}
        activity={<ActivityPanel />}
      />
    </div>
  );
}
