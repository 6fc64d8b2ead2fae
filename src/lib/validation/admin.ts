import { z } from 'zod';

const optionalDate = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || !Number.isNaN(Date.parse(value)), message)
    .transform((value) => (value ? new Date(value) : undefined));

// GET /_api/admin/stats
export const adminStatsQuerySchema = z.object({
  startDate: optionalDate('Invalid start date.'),
  endDate: optionalDate('Invalid end date.'),
});
