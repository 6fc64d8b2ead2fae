/** A campaign's plan page (deadline, payment, pickup options), as the admin and as its captain open it (issue 25). */
export const adminPlanPath = (campaignId: number) => `/admin/campaigns/${campaignId}/plan`;
export const captainPlanPath = (campaignId: number) => `/captain/campaigns/${campaignId}/plan`;
/** The shop's own pickup options (orders with no campaign), managed by the admin. */
export const ADMIN_SHOP_PICKUP_PATH = '/admin/pickup';
