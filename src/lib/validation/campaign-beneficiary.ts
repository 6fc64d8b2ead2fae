import { z } from 'zod';
import { text } from './common';

/* Issue 29: who a campaign raises money for, as receipts name it. */

export const BENEFICIARY_INVALID = 'beneficiary must be { name, taxId?, shareIsContribution } or null.';
export const BENEFICIARY_NAME_REQUIRED = 'The beneficiary organisation needs a name.';
export const TAX_ID_INVALID = 'A tax id is at most 20 letters, digits, spaces or dashes (for example 12-3456789).';

export const beneficiaryField = z.union(
  [
    z.null(),
    z.strictObject(
      {
        name: text({ error: BENEFICIARY_NAME_REQUIRED })
          .trim()
          .min(1, BENEFICIARY_NAME_REQUIRED)
          .max(200, 'The beneficiary name must be at most 200 characters.'),
        taxId: z
          .union([
            z.null(),
            text({ error: TAX_ID_INVALID })
              .trim()
              .max(20, TAX_ID_INVALID)
              .regex(/^[A-Za-z0-9 -]*$/, TAX_ID_INVALID),
          ])
          .optional()
          .transform((value) => value || null),
        shareIsContribution: z.boolean({ error: 'shareIsContribution must be true or false.' }),
      },
      { error: BENEFICIARY_INVALID },
    ),
  ],
  { error: BENEFICIARY_INVALID },
);
