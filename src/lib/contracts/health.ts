import { endpoint, jsonOf } from './endpoint';

/** The health answer: 503 with `degraded` while the database cannot be reached. */
export type Health = { status: 'ok' | 'degraded'; version: string; database: boolean };

export const healthEndpoints = {
  /** For load balancers and the test web server. */
  check: endpoint({ method: 'GET', path: '/_api/health', access: 'public', response: jsonOf<Health>() }),
};
