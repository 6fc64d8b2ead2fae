import { z } from 'zod';
import { toDateRange } from '@/lib/dates';
import { dateRangeQueryFields } from './common';

// GET /_api/admin/stats: the same date filter as the orders list (whole days in the shop's time zone).
export const adminStatsQuerySchema = z
  .object(dateRangeQueryFields)
  .transform((bounds) => ({ range: toDateRange(bounds) }));
