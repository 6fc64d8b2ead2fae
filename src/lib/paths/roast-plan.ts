/** The roast plan page (issue 28), of one roast day or (without one) the next roast day with orders. */
export const ADMIN_ROAST_PLAN_PATH = '/admin/roast-plan';
export const roastPlanPath = (date?: string | null) =>
  date ? `${ADMIN_ROAST_PLAN_PATH}?date=${encodeURIComponent(date)}` : ADMIN_ROAST_PLAN_PATH;
