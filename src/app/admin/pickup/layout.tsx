import { ADMIN_SHOP_PICKUP_PATH } from '@/lib/paths/plan';
import { gatePage } from '@/server/auth/page-gate';

/** The gate above the loading state, so a refusal is a real 403. */
export default async function ShopPickupLayout({ children }: { children: React.ReactNode }) {
  await gatePage('/admin', ADMIN_SHOP_PICKUP_PATH);
  return children;
}
