import { allEndpoints } from '@/lib/contracts';
import type { Access, Method } from '@/lib/contracts/endpoint';

type ListedRoute = { method: Method; path: string; access: Access };

/**
 * Every `/_api` endpoint and who may call it, from the contracts. The authorization-matrix test checks this list
 * against the route files on disk and each handler's declared access and path, so a new route cannot be forgotten.
 */
export const apiRoutes: ReadonlyArray<ListedRoute> = [
  ...allEndpoints.map(({ method, path, access }) => ({ method, path, access })),
];
