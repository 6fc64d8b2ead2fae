import { z } from 'zod';

/** An optional phone number: digits and the usual punctuation; empty becomes null. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(30, 'Phone must be at most 30 characters.')
  .regex(/^[0-9+().\s-]*$/, 'Please enter a valid phone number.')
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));
