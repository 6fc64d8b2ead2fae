import { adminCampaignEndpoints } from './admin-campaigns';
import { campaignCapEndpoints } from './campaign-caps';
import { adminOrderDetailEndpoints } from './admin-order-detail';
import { adminOrderEndpoints } from './admin-orders';
import { adminAuditEndpoints } from './admin-audit';
import { adminMailOutboxEndpoints } from './admin-mail-outbox';
import { adminProductEndpoints } from './admin-products';
import { accountEndpoints } from './account';
import { adminStatsEndpoints } from './admin-stats';
import { adminUserEndpoints } from './admin-users';
import { authEndpoints } from './auth';
import { captainTeamEndpoints } from './captain-team';
import { cashUpEndpoints } from './cash-up';
import { adminBalanceEndpoints, captainBalanceEndpoints, fundraiserBalanceEndpoints } from './balances';
import { adminFulfilmentEndpoints, captainFulfilmentEndpoints } from './campaign-fulfilment';
import { adminPaymentEndpoints, captainPaymentEndpoints, fundraiserPaymentEndpoints } from './order-payments';
import { adminPickupEndpoints, captainPickupEndpoints, publicPickupEndpoints } from './campaign-plan';
import { adminNoticeEndpoints, captainNoticeEndpoints } from './campaign-notices';
import { orderPageEndpoints } from './order-page';
import { roastPlanEndpoints } from './roast-plan';
import { meetupEndpoints } from './meetup';
import { cartEndpoints } from './cart';
import { catalogueEndpoints } from './catalogue';
import { contactEndpoints } from './contact';
import { cronEndpoints } from './cron';
import type { EndpointDefinition } from './endpoint';
import { familyEndpoints } from './family';
import { fundraisingEndpoints } from './fundraising';
import { healthEndpoints } from './health';
import { imageEndpoints } from './images';
import { inviteEndpoints } from './invites';
import { orderEndpoints } from './orders';
import { sessionEndpoints } from './session';
import { shopRoastingEndpoints } from './shop-roasting';
import { boothSaleEndpoints, boothShiftEndpoints, paperOrderEndpoints } from './staff-orders';
import { statementEndpoints } from './statements';

/**
 * Every domain's endpoints. The route list (src/server/http/api-routes.ts) is derived from here; the browser imports a
 * domain's own module, never this index, so a page ships only the contracts it calls.
 */
export const endpointsByDomain = {
  adminCampaigns: adminCampaignEndpoints,
  campaignCaps: campaignCapEndpoints,
  adminProducts: adminProductEndpoints,
  adminOrders: adminOrderEndpoints,
  adminOrderDetail: adminOrderDetailEndpoints,
  adminUsers: adminUserEndpoints,
  adminAudit: adminAuditEndpoints,
  adminMailOutbox: adminMailOutboxEndpoints,
  adminStats: adminStatsEndpoints,
  session: sessionEndpoints,
  auth: authEndpoints,
  account: accountEndpoints,
  captainTeam: captainTeamEndpoints,
  adminPayments: adminPaymentEndpoints,
  captainPayments: captainPaymentEndpoints,
  fundraiserPayments: fundraiserPaymentEndpoints,
  publicPickup: publicPickupEndpoints,
  adminPickup: adminPickupEndpoints,
  shopRoasting: shopRoastingEndpoints,
  paperOrders: paperOrderEndpoints,
  boothSales: boothSaleEndpoints,
  boothShifts: boothShiftEndpoints,
  captainPickup: captainPickupEndpoints,
  adminNotices: adminNoticeEndpoints,
  captainNotices: captainNoticeEndpoints,
  orderPage: orderPageEndpoints,
  meetup: meetupEndpoints,
  adminBalances: adminBalanceEndpoints,
  captainBalances: captainBalanceEndpoints,
  fundraiserBalances: fundraiserBalanceEndpoints,
  adminCashUp: cashUpEndpoints,
  adminFulfilment: adminFulfilmentEndpoints,
  captainFulfilment: captainFulfilmentEndpoints,
  roastPlan: roastPlanEndpoints,
  health: healthEndpoints,
  catalogue: catalogueEndpoints,
  cart: cartEndpoints,
  orders: orderEndpoints,
  contact: contactEndpoints,
  images: imageEndpoints,
  fundraising: fundraisingEndpoints,
  family: familyEndpoints,
  invites: inviteEndpoints,
  cronMailOutbox: cronEndpoints.mailOutbox,
  cronWeeklySummaries: cronEndpoints.weeklySummaries,
  cronDbMaintenance: cronEndpoints.dbMaintenance,
  cronCacheSync: cronEndpoints.cacheSync,
  cronPickupNotices: cronEndpoints.pickupNotices,
  statements: statementEndpoints,
} satisfies Record<string, Record<string, EndpointDefinition>>;

export const allEndpoints: readonly EndpointDefinition[] = Object.values(endpointsByDomain).flatMap(
  (domain): EndpointDefinition[] => Object.values(domain),
);
