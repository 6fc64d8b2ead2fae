import { beforeAll, describe, expect, it } from 'vitest';
import { GET as auditRoute } from '@/app/%5Fapi/admin/audit/route';
import { GET as ordersExportRoute } from '@/app/%5Fapi/admin/orders/export/route';
import { GET as ordersRoute } from '@/app/%5Fapi/admin/orders/route';
import { GET as orderStatsRoute } from '@/app/%5Fapi/admin/orders/stats/route';
import { GET as chartsRoute } from '@/app/%5Fapi/admin/stats/charts/route';
import { GET as dashboardStatsRoute } from '@/app/%5Fapi/admin/stats/route';
import { CHART_FROM_OUT_OF_RANGE, CHART_TO_OUT_OF_RANGE } from '@/lib/validation/admin-charts';
import { END_DATE_OUT_OF_RANGE, START_DATE_OUT_OF_RANGE } from '@/lib/validation/common';
import type { RouteHandler } from '@/server/http/route';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';

let adminCookie: string;

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
});

const get = (handler: RouteHandler, path: string, query: Record<string, string>) =>
  call(handler, { path: `${path}?${new URLSearchParams(query)}`, headers: { cookie: adminCookie } });

const dateFiltered = [
  ['GET /_api/admin/orders', ordersRoute, '/_api/admin/orders'],
  ['GET /_api/admin/orders/stats', orderStatsRoute, '/_api/admin/orders/stats'],
  ['GET /_api/admin/orders/export', ordersExportRoute, '/_api/admin/orders/export'],
  ['GET /_api/admin/stats', dashboardStatsRoute, '/_api/admin/stats'],
  ['GET /_api/admin/audit', auditRoute, '/_api/admin/audit'],
] as const;

describe('date parameters are bounded to the years 2000 to 2100', () => {
  it.each(dateFiltered)('%s refuses a date outside them with 400 and says which', async (_, handler, path) => {
    for (const [query, message] of [
      [{ endDate: '9999-12-31' }, END_DATE_OUT_OF_RANGE],
      [{ endDate: '2101-01-01' }, END_DATE_OUT_OF_RANGE],
      [{ endDate: '9999-12-31T23:59:59Z' }, END_DATE_OUT_OF_RANGE],
      [{ startDate: '9999-12-31' }, START_DATE_OUT_OF_RANGE],
      [{ startDate: '1999-12-31' }, START_DATE_OUT_OF_RANGE],
      [{ startDate: '0001-01-01T00:00:00Z' }, START_DATE_OUT_OF_RANGE],
    ] as const) {
      const result = await get(handler, path, query);
      expect(result.status, JSON.stringify(query)).toBe(400);
      expect(result.json, JSON.stringify(query)).toEqual({ error: message });
    }
  });

  it.each(dateFiltered)('%s accepts the first and last days of the range', async (_, handler, path) => {
    const result = await get(handler, path, { startDate: '2000-01-01', endDate: '2100-12-31' });
    expect(result.status).toBe(200);
  });

  it('GET /_api/admin/stats/charts refuses from and to outside them with 400', async () => {
    for (const [query, message] of [
      [{ from: '9999-12-01', to: '9999-12-31' }, CHART_FROM_OUT_OF_RANGE],
      [{ to: '9999-12-31' }, CHART_TO_OUT_OF_RANGE],
      [{ from: '1999-12-30', to: '2000-01-02' }, CHART_FROM_OUT_OF_RANGE],
      [{ from: '2100-12-01', to: '2101-01-01' }, CHART_TO_OUT_OF_RANGE],
    ] as const) {
      const result = await get(chartsRoute, '/_api/admin/stats/charts', query);
      expect(result.status, JSON.stringify(query)).toBe(400);
      expect(result.json, JSON.stringify(query)).toEqual({ error: message });
    }
    const edge = await get(chartsRoute, '/_api/admin/stats/charts', { from: '2100-12-01', to: '2100-12-31' });
    expect(edge.status).toBe(200);
  });
});
