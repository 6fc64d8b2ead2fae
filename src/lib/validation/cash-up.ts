import { z } from 'zod';
import { toDateRange } from '@/lib/dates';
import { idFilter } from './admin-lists';
import { dateRangeQueryFields } from './common';

/*
 * The filters of the cash-up and of the payments CSV (issue 26): shop days of receipt (`startDate`, `endDate`, read as
 * src/lib/dates.ts says), one campaign, one collector. Unknown query parameters are ignored, like every GET.
 */

// GET /_api/admin/cash-up, /_api/admin/cash-up/export, /_api/admin/payments/export
export const cashUpFiltersSchema = z
  .object({ campaignId: idFilter('campaignId'), collectorId: idFilter('collectorId'), ...dateRangeQueryFields })
  .transform(({ startDate, endDate, ...rest }) => ({ ...rest, range: toDateRange({ startDate, endDate }) }));
export type CashUpFilters = z.output<typeof cashUpFiltersSchema>;
