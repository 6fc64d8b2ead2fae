import { describe, expect, it } from 'vitest';
import { callEndpoint, endpointUrl } from '@/lib/api-client';
import { adminOrderDetailEndpoints } from '@/lib/contracts/admin-order-detail';
import { adminOrderEndpoints } from '@/lib/contracts/admin-orders';
import { json, route } from '@/server/http/route';

/*
 * The order contracts, checked by the compiler like the products' (endpoint-contracts.test.ts): each
 * `@ts-expect-error` must meet an error, so a renamed path, field or parameter on one side fails the typecheck.
 */

/** A client that reads the total under the database's name. */
export async function clientReadsRenamedOrderField() {
  const list = await callEndpoint(adminOrderEndpoints.list, { query: { page: 1 } });
  // @ts-expect-error `totalCents` is not a field of AdminOrder (the API sends `totalAmount`).
  return list.orders[0]?.totalCents;
}

/** A CSV link with a filter the export does not take. */
export function exportLinkWithUnknownFilter() {
  // @ts-expect-error `status` is not a filter of the export (it is `orderStatus`).
  return endpointUrl(adminOrderEndpoints.export, { status: 'paid' });
}

/** A status change with a status outside the enum. */
export function clientSendsUnknownStatus() {
  // @ts-expect-error `archived` is not an order status.
  return callEndpoint(adminOrderEndpoints.updateStatus, { body: { orderId: 1, orderStatus: 'archived' } });
}

/** A note sent without its order. */
export function clientSendsNoteWithoutOrder() {
  // @ts-expect-error `orderId` is required.
  return callEndpoint(adminOrderDetailEndpoints.addNote, { body: { body: 'Called the customer.' } });
}

/** A bulk change that answers without the count of changed orders. */
export const bulkHandlerDropsField = () =>
  // @ts-expect-error the contract answers `{ message, matched, changed }`.
  route(adminOrderEndpoints.bulkStatus, async () => json({ message: '1 order updated.', matched: 1 }));

describe('order contracts', () => {
  it('keep the spec’s paths and admin-only access', () => {
    const declared = [...Object.values(adminOrderEndpoints), ...Object.values(adminOrderDetailEndpoints)].map(
      ({ method, path, access }) => ({ method, path, access }),
    );
    expect(declared).toEqual(
      [
        ['GET', '/_api/admin/orders'],
        ['GET', '/_api/admin/orders/export'],
        ['POST', '/_api/admin/orders/bulk-status'],
        ['GET', '/_api/admin/orders/stats'],
        ['POST', '/_api/admin/order/update-status'],
        ['POST', '/_api/admin/order/keep-money'],
        ['GET', '/_api/admin/order/details'],
        ['POST', '/_api/admin/order/notes'],
        ['POST', '/_api/admin/order/edit'],
      ].map(([method, path]) => ({ method, path, access: ['admin'] })),
    );
  });

  it('build the export link from the filters, leaving empty ones out', () => {
    expect(endpointUrl(adminOrderEndpoints.export, { search: 'ada', orderStatus: '' })).toBe(
      '/_api/admin/orders/export?search=ada',
    );
  });
});
