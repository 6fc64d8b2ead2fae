import type { Metadata } from 'next';
import { ActivityPanel } from '@/components/admin/activity/activity-panel';
import { parseAdminTab } from '@/components/admin/admin-tabs';
import { DashboardTabs } from '@/components/admin/dashboard-tabs';
import { CashUpPanel } from '@/components/admin/cash-up/cash-up-panel';
import { CampaignsPanel } from '@/components/admin/campaigns/campaigns-panel';
import { OrdersPanel } from '@/components/admin/orders/orders-panel';
import { FailedMailCard } from '@/components/admin/overview/failed-mail-card';
import { readChartChoice } from '@/components/admin/overview/chart-range';
import { OverviewCharts } from '@/components/admin/overview/overview-charts';
import { OverviewStats } from '@/components/admin/overview-stats';
import { UsersPanel } from '@/components/admin/users/users-panel';
import { ProductsPanel } from '@/components/admin/products/products-panel';
import { readListView } from '@/components/data-table/list-view';
import { PRODUCT_VIEW, productListQuery } from '@/components/admin/products/product-list-query';
import type { InitialProducts } from '@/hooks/api/admin-products';
import { shopToday } from '@/lib/dates';
import { adminProductsQuerySchema } from '@/lib/validation/admin-products';
import { gatePage } from '@/server/auth/page-gate';
import { readAdminProducts } from '@/server/reads/admin-products';
import { readAdminStats } from '@/server/reads/admin-stats';

export const metadata: Metadata = {
  title: 'Admin Dashboard',
  description: 'Sales, orders, users and campaigns at a glance.',
  robots: { index: false },
};

export default async function AdminDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await gatePage('/admin');
  const params = await searchParams;
  const tab = parseAdminTab(params.tab);
  const today = shopToday();
  const chartChoice = readChartChoice((name) => [params[name]].flat()[0], today);
  // The open tab's list arrives with the page; another tab's loads when it is opened. The charts load in the browser:
  // reading a range of orders four ways would hold the whole page back (docs/decisions/dashboard-charts.md).
  const [stats, products] = await Promise.all([
    readAdminStats(),
    tab === 'products' ? firstProductsPage(params) : undefined,
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="text-4xl font-semibold">Admin Dashboard</h1>
      <DashboardTabs
        overview={
          <>
            <OverviewStats stats={stats} />
            <FailedMailCard />
            <OverviewCharts today={today} initialChoice={chartChoice} />
          </>
        }
        products={<ProductsPanel initialProducts={products} />}
        orders={<OrdersPanel />}
        users={<UsersPanel />}
        campaigns={<CampaignsPanel />}
        cash-up={<CashUpPanel />}
        activity={<ActivityPanel />}
      />
    </div>
  );
}

/**
 * The Products tab's page as its URL names it (the same view and query the panel builds in the browser, so the
 * panel uses it as its first data). If it fails here, the panel fetches it again and shows 'Error Loading Data'.
 */
async function firstProductsPage(
  params: Record<string, string | string[] | undefined>,
): Promise<InitialProducts | undefined> {
  const view = readListView('products', (name) => [params[name]].flat()[0], PRODUCT_VIEW);
  const query = productListQuery(view);
  try {
    const parsed = adminProductsQuerySchema.parse(
      Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
    );
    return { query, data: await readAdminProducts(parsed) };
  } catch (error) {
    console.error('[admin] product list failed during render', error);
    return undefined;
  }
}
