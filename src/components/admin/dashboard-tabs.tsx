'use client';

import {
  Banknote,
  HandHeart,
  History,
  LayoutDashboard,
  Package,
  ShoppingCart,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { usePathname, useSearchParams } from 'next/navigation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ADMIN_TABS, parseAdminTab, type AdminTab } from './admin-tabs';

const TAB_LABELS: Record<AdminTab, { label: string; icon: LucideIcon }> = {
  overview: { label: 'Overview', icon: LayoutDashboard },
  products: { label: 'Products', icon: Package },
  orders: { label: 'Orders', icon: ShoppingCart },
  users: { label: 'Users', icon: Users },
  campaigns: { label: 'Campaigns', icon: HandHeart },
  'cash-up': { label: 'Cash-up', icon: Banknote },
  activity: { label: 'Activity', icon: History },
};

/*
 * The dashboard's tabs, addressed by `?tab=` so a reload or a shared link opens the same tab. The URL is
 * changed with history.replaceState, which Next keeps in sync with useSearchParams without a server round trip.
 */
export function DashboardTabs(panels: Record<AdminTab, React.ReactNode>) {
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
        {ADMIN_TABS.map((value) => {
          const { label, icon: Icon } = TAB_LABELS[value];
          return (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden="true" />
              {label}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {ADMIN_TABS.map((value) => (
        <TabsContent key={value} value={value} className="mt-6">
          {panels[value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
