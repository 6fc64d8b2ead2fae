import { requestStatementSchema } from '@/lib/validation/statements';
import { endpoint, jsonOf } from './endpoint';

/** "If we have payments from that address in 2026, a statement is on its way." */
export const statementRequested = (year: number) =>
  `If we have payments from that address in ${year}, a statement is on its way.`;

export const statementEndpoints = {
  /**
   * A buyer's year-end statement by e-mail (issue 29): 202 with the same answer whether or not the address has
   * payments that year (the mail goes out only when it has); 429 past the throttle.
   */
  request: endpoint({
    method: 'POST',
    path: '/_api/orders/statement',
    access: 'public',
    body: requestStatementSchema,
    response: jsonOf<{ message: string }>(),
  }),
};
