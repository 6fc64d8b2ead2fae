import { roastPlanEndpoints } from '@/lib/contracts/roast-plan';
import { route } from '@/server/http/route';
import { roastPlanResponse } from '@/server/http/roast-plan-response';

// GET /_api/admin/roast-plan?date=YYYY-MM-DD&format=json|csv
export const GET = route(roastPlanEndpoints.day, async ({ query }) => roastPlanResponse(query));
