'use client';

import { HandHeart, LayoutDashboard, Package, ShoppingCart, Users } from 'lucide-react';
import { usePathname, useSearchParams } from 'next/navigation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { parseAdminTab, type AdminTab } from './admin-tabs';

/*
 * The dashboard's tabs, addressed by `?tab=` so a reload or a shared link opens the same tab. The URL is
 * changed with history.replaceState, which Next keeps in sync with useSearchParams without a server round trip.
 */

export function DashboardTabs({ overview, products, orders, users, campaigns }: Record<AdminTab, React.ReactNode>) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const tab = parseAdminTab(searchParams.get('tab'));

  const select = (value: string) => {
    const next = new URLSearchParams(searchParams.toString());
    if (parseAdminTab(value) === 'overview') next.delete('tab');
    else next.set('tab', value);
    const query = next.toString();
    window.history.replaceState(null, '', query ? `${pathname}?${query}` : pathname);
  };

  return (
    <Tabs value={tab} onValueChange={select} className="mt-8">
      <TabsList aria-label="Dashboard sections">
        <TabsTrigger value="overview">
          <LayoutDashboard aria-hidden="true" />
          Overview
        </TabsTrigger>
        <TabsTrigger value="products">
          <Package aria-hidden="true" />
          Products
        </TabsTrigger>
        <TabsTrigger value="orders">
          <ShoppingCart aria-hidden="true" />
          Orders
        </TabsTrigger>
        <TabsTrigger value="users">
          <Users aria-hidden="true" />
          Users
        </TabsTrigger>
        <TabsTrigger value="campaigns">
          <HandHeart aria-hidden="true" />
          Campaigns
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview" className="mt-6">
        {overview}
      </TabsContent>
      <TabsContent value="products" className="mt-6">
        {products}
      </TabsContent>
      <TabsContent value="orders" className="mt-6">
        {orders}
      </TabsContent>
      <TabsContent value="users" className="mt-6">
        {users}
      </TabsContent>
      <TabsContent value="campaigns" className="mt-6">
        {campaigns}
      </TabsContent>
    </Tabs>
  );
}
