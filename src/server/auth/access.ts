import type { UserRole } from '@/server/db/schema';

/** Who may open each protected area (spec section 6). The proxy, the page gates and the menus read this. */
export const protectedAreas = [
  { path: '/settings', roles: ['admin', 'fundraiser_captain', 'sub_account'] },
  // Issue 27: any signed-in role may be a guardian (children, consent, second guardians).
  { path: '/family', roles: ['admin', 'fundraiser_captain', 'sub_account'] },
  { path: '/captain/team-management', roles: ['admin', 'fundraiser_captain'] },
  // A captain's campaign pages (the fulfilment sheet); each page also checks the campaign is theirs.
  { path: '/captain/campaigns', roles: ['admin', 'fundraiser_captain'] },
  { path: '/admin', roles: ['admin'] },
] as const satisfies ReadonlyArray<{ path: string; roles: readonly UserRole[] }>;

export type ProtectedPath = (typeof protectedAreas)[number]['path'];

export function protectedAreaFor(pathname: string) {
  return protectedAreas.find((area) => pathname === area.path || pathname.startsWith(`${area.path}/`)) ?? null;
}
