import { accountEndpoints } from './account';
import { adminProductEndpoints } from './admin-products';
import { authEndpoints } from './auth';
import { captainTeamEndpoints } from './captain-team';
import type { EndpointDefinition } from './endpoint';
import { sessionEndpoints } from './session';

/**
 * Every domain's endpoints. The route list (src/server/http/api-routes.ts) is derived from here; the browser imports a
 * domain's own module, never this index, so a page ships only the contracts it calls.
 */
export const endpointsByDomain = {
  adminProducts: adminProductEndpoints,
  session: sessionEndpoints,
  auth: authEndpoints,
  account: accountEndpoints,
  captainTeam: captainTeamEndpoints,
} satisfies Record<string, Record<string, EndpointDefinition>>;

export const allEndpoints: readonly EndpointDefinition[] = Object.values(endpointsByDomain).flatMap(
  (domain): EndpointDefinition[] => Object.values(domain),
);
