import { z } from 'zod';

/** Largest id a Postgres `integer` column holds: bigger numbers are refused as bad input, never a database error. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id in a JSON body, with one message for every way it can be wrong. */
export const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** An optional phone number: digits and the usual punctuation; empty becomes null. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(30, 'Phone must be at most 30 characters.')
  .regex(/^[0-9+().\s-]*$/, 'Please enter a valid phone number.')
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));
