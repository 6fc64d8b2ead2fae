import { adminProductEndpoints } from './admin-products';
import { adminBalanceEndpoints, captainBalanceEndpoints, fundraiserBalanceEndpoints } from './balances';
import { adminFulfilmentEndpoints, captainFulfilmentEndpoints } from './campaign-fulfilment';
import { adminPaymentEndpoints, captainPaymentEndpoints } from './order-payments';
import type { EndpointDefinition } from './endpoint';

/**
 * Every domain's endpoints. The route list (src/server/http/api-routes.ts) is derived from here; the browser imports a
 * domain's own module, never this index, so a page ships only the contracts it calls.
 */
export const endpointsByDomain = {
  adminProducts: adminProductEndpoints,
  adminPayments: adminPaymentEndpoints,
  captainPayments: captainPaymentEndpoints,
  adminBalances: adminBalanceEndpoints,
  captainBalances: captainBalanceEndpoints,
  fundraiserBalances: fundraiserBalanceEndpoints,
  adminFulfilment: adminFulfilmentEndpoints,
  captainFulfilment: captainFulfilmentEndpoints,
} satisfies Record<string, Record<string, EndpointDefinition>>;

export const allEndpoints: readonly EndpointDefinition[] = Object.values(endpointsByDomain).flatMap(
  (domain): EndpointDefinition[] => Object.values(domain),
);
