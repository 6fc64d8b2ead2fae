import { adminProductEndpoints } from './admin-products';
import { cartEndpoints } from './cart';
import { catalogueEndpoints } from './catalogue';
import { contactEndpoints } from './contact';
import type { EndpointDefinition } from './endpoint';
import { fundraisingEndpoints } from './fundraising';
import { healthEndpoints } from './health';
import { imageEndpoints } from './images';
import { inviteEndpoints } from './invites';
import { orderEndpoints } from './orders';

/**
 * Every domain's endpoints. The route list (src/server/http/api-routes.ts) is derived from here; the browser imports a
 * domain's own module, never this index, so a page ships only the contracts it calls.
 */
export const endpointsByDomain = {
  adminProducts: adminProductEndpoints,
  health: healthEndpoints,
  catalogue: catalogueEndpoints,
  cart: cartEndpoints,
  orders: orderEndpoints,
  contact: contactEndpoints,
  images: imageEndpoints,
  fundraising: fundraisingEndpoints,
  invites: inviteEndpoints,
} satisfies Record<string, Record<string, EndpointDefinition>>;

export const allEndpoints: readonly EndpointDefinition[] = Object.values(endpointsByDomain).flatMap(
  (domain): EndpointDefinition[] => Object.values(domain),
);
