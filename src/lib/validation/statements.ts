import { z } from 'zod';
import { emailAddress } from './common';

/* POST /_api/orders/statement and the statement form (issue 29). */

export const STATEMENT_EMAIL_INVALID = 'Please enter a valid email address.';
export const FIRST_STATEMENT_YEAR = 2020;
export const STATEMENT_YEAR_INVALID = `year must be a whole year from ${FIRST_STATEMENT_YEAR} to 2100.`;

export const requestStatementSchema = z.strictObject({
  email: emailAddress(STATEMENT_EMAIL_INVALID),
  year: z
    .number({ error: STATEMENT_YEAR_INVALID })
    .int(STATEMENT_YEAR_INVALID)
    .min(FIRST_STATEMENT_YEAR, STATEMENT_YEAR_INVALID)
    .max(2100, STATEMENT_YEAR_INVALID),
});

export type RequestStatementInput = z.infer<typeof requestStatementSchema>;
