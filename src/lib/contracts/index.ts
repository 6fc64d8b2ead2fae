import { adminCampaignEndpoints } from './admin-campaigns';
import { adminOrderDetailEndpoints } from './admin-order-detail';
import { adminOrderEndpoints } from './admin-orders';
import { adminProductEndpoints } from './admin-products';
import type { EndpointDefinition } from './endpoint';

/**
 * Every domain's endpoints. The route list (src/server/http/api-routes.ts) is derived from here; the browser imports a
 * domain's own module, never this index, so a page ships only the contracts it calls.
 */
export const endpointsByDomain = {
  adminCampaigns: adminCampaignEndpoints,
  adminProducts: adminProductEndpoints,
  adminOrders: adminOrderEndpoints,
  adminOrderDetail: adminOrderDetailEndpoints,
} satisfies Record<string, Record<string, EndpointDefinition>>;

export const allEndpoints: readonly EndpointDefinition[] = Object.values(endpointsByDomain).flatMap(
  (domain): EndpointDefinition[] => Object.values(domain),
);
