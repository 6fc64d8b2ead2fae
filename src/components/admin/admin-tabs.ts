/** The dashboard's tabs, shared by the server page (first render) and the client tabs (`?tab=`). */
export const ADMIN_TABS = ['overview', 'products', 'orders', 'users', 'campaigns', 'cash-up', 'activity'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** `?tab=products` → 'products'; anything unknown or missing → 'overview' (the default). */
export function parseAdminTab(value: string | string[] | null | undefined): AdminTab {
  const tab = Array.isArray(value) ? value[0] : value;
  return ADMIN_TABS.find((known) => known === tab) ?? 'overview';
}
