import { describe, expect, it } from 'vitest';
import { callEndpoint, endpointUrl } from '@/lib/api-client';
import { adminAuditEndpoints } from '@/lib/contracts/admin-audit';
import { adminMailOutboxEndpoints } from '@/lib/contracts/admin-mail-outbox';
import { adminStatsEndpoints } from '@/lib/contracts/admin-stats';
import { adminUserEndpoints } from '@/lib/contracts/admin-users';
import { json, route } from '@/server/http/route';

/*
 * Compile-time proofs for the admin users, audit, mail outbox, stats and charts contracts (see
 * endpoint-contracts.test.ts): each `@ts-expect-error` must meet an error. The functions are never called.
 */

/** The user list sends `totalSales` as text; a client reading cents fails. */
export async function clientReadsUserSalesInCents() {
  const list = await callEndpoint(adminUserEndpoints.list, { query: { role: 'fundraiser_captain' } });
  // @ts-expect-error `totalSalesCents` is not a field of AdminUser.
  return list.users[0]?.totalSalesCents;
}

/** The role change takes `newRole`, one of the assignable roles. */
export function clientSendsAdminRole() {
  // @ts-expect-error `admin` is not an assignable role.
  return callEndpoint(adminUserEndpoints.updateRole, { body: { userId: 1, newRole: 'admin' } });
}

/** The export link takes the list's filters only. */
export function exportLinkWithUnknownFilter() {
  // @ts-expect-error `status` is not a filter of the user export.
  return endpointUrl(adminUserEndpoints.export, { status: 'all' });
}

/** The audit list is filtered by `actorId`, not `actor`. */
export function clientFiltersAuditByActorName() {
  // @ts-expect-error `actor` is not a query parameter of the audit list.
  return callEndpoint(adminAuditEndpoints.list, { query: { actor: 'Ann' } });
}

/** The stats card's revenue is an exact decimal string, never cents. */
export const statsHandlerAnswersCents = () =>
  route(adminStatsEndpoints.stats, async () =>
    // @ts-expect-error `totalRevenueCents` is not the contract's `totalRevenue`.
    json({ totalRevenueCents: 0, totalOrders: 0, totalUsers: 0, totalCampaigns: 0 }),
  );

/** The charts range is `from`, `to` and `interval`. */
export function clientSendsChartStartDate() {
  // @ts-expect-error `startDate` is not a query parameter of the charts.
  return callEndpoint(adminStatsEndpoints.charts, { query: { startDate: '2026-01-01' } });
}

/** The retry answers how many e-mails were queued again. */
export async function clientReadsRetryCountUnderAnotherName() {
  const answer = await callEndpoint(adminMailOutboxEndpoints.retry, { body: {} });
  // @ts-expect-error `count` is not a field of the retry's answer (it is `retried`).
  return answer.count;
}

/** A CSV endpoint may answer any Response (the file). */
export const exportHandlerAnswersFile = () =>
  route(adminUserEndpoints.export, async () => new Response('ID\r\n', { headers: { 'Content-Type': 'text/csv' } }));

describe('admin people contracts', () => {
  it('keep each endpoint’s path and admin-only access', () => {
    const paths = [adminUserEndpoints, adminAuditEndpoints, adminMailOutboxEndpoints, adminStatsEndpoints].flatMap(
      (domain) => Object.values(domain).map(({ method, path, access }) => ({ method, path, access })),
    );
    expect(paths).toEqual([
      { method: 'GET', path: '/_api/admin/users', access: ['admin'] },
      { method: 'GET', path: '/_api/admin/users/export', access: ['admin'] },
      { method: 'POST', path: '/_api/admin/users', access: ['admin'] },
      { method: 'GET', path: '/_api/admin/captains', access: ['admin'] },
      { method: 'POST', path: '/_api/admin/user/delete', access: ['admin'] },
      { method: 'POST', path: '/_api/admin/user/update-role', access: ['admin'] },
      { method: 'GET', path: '/_api/admin/audit', access: ['admin'] },
      { method: 'GET', path: '/_api/admin/audit/actors', access: ['admin'] },
      { method: 'GET', path: '/_api/admin/mail-outbox', access: ['admin'] },
      { method: 'POST', path: '/_api/admin/mail-outbox/retry', access: ['admin'] },
      { method: 'GET', path: '/_api/admin/stats', access: ['admin'] },
      { method: 'GET', path: '/_api/admin/stats/charts', access: ['admin'] },
    ]);
  });
});
