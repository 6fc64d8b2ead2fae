import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ShopRoastingCard } from '@/components/admin/shop/shop-roasting-card';
import { PickupOptionsManager } from '@/components/plan/pickup-options-manager';
import { ADMIN_SHOP_PICKUP_PATH } from '@/lib/paths/plan';
import { gatePage } from '@/server/auth/page-gate';
import { listManagedPickupOptions } from '@/server/reads/pickup-options';
import { readShopRoasting } from '@/server/reads/shop-roasting';

export const metadata: Metadata = { title: 'Shop Pickup Options', robots: { index: false } };

/**
 * /admin/pickup: the shop's own plan for orders placed with no campaign: its pickup options (issue 25) and its
 * roasting days (issue 28).
 */
export default async function ShopPickupPage() {
  await gatePage('/admin', ADMIN_SHOP_PICKUP_PATH);
  const [pickupOptions, roasting] = await Promise.all([listManagedPickupOptions(null), readShopRoasting()]);
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <div>
        <Link
          href="/admin"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Admin
        </Link>
        <h1 className="mt-2 text-2xl font-semibold sm:text-3xl">Shop pickup options</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Where buyers collect orders placed in the shop itself (not for a campaign), and the days the shop roasts them.
          Each campaign has its own options on its plan page and its own roast day.
        </p>
      </div>
      <ShopRoastingCard initial={roasting} />
      <PickupOptionsManager scope="admin" campaignId={null} initial={{ pickupOptions }} />
    </div>
  );
}
