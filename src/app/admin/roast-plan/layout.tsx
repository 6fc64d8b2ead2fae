import { ADMIN_ROAST_PLAN_PATH } from '@/lib/paths/roast-plan';
import { gatePage } from '@/server/auth/page-gate';

/** The gate above the loading state, so a refusal is a real 403. */
export default async function RoastPlanLayout({ children }: { children: React.ReactNode }) {
  await gatePage('/admin', ADMIN_ROAST_PLAN_PATH);
  return children;
}
