import { describe, expect, it } from 'vitest';
import { callEndpoint } from '@/lib/api-client';
import { allEndpoints } from '@/lib/contracts';
import { adminProductEndpoints } from '@/lib/contracts/admin-products';
import type { QueryParams } from '@/lib/contracts/endpoint';
import { json, route } from '@/server/http/route';

/*
 * The contract is checked by the compiler on both sides: `npm run typecheck` (part of `npm test`) compiles this file,
 * and each `@ts-expect-error` below must meet an error, so a contract that stopped catching a renamed path, field or
 * query parameter fails the typecheck. The functions are never called: only the compiler reads them.
 */

/** A client that reads a field the response does not have. */
export async function clientReadsRenamedField() {
  const list = await callEndpoint(adminProductEndpoints.list, { query: { status: 'all' } });
  // @ts-expect-error `priceCents` is not a field of AdminProduct (the API sends `price`).
  return list.products[0]?.priceCents;
}

/** A client that sends a query parameter the endpoint does not take. */
export function clientSendsUnknownParameter() {
  // @ts-expect-error `state` is not a query parameter of the product list (it is `status`).
  return callEndpoint(adminProductEndpoints.list, { query: { state: 'all' } });
}

/** A screen's view of a list's query naming a parameter the endpoint does not take (it is `status`). */
// @ts-expect-error `state` is not a query parameter of the product list.
export type ScreenNamesUnknownParameter = QueryParams<typeof adminProductEndpoints.list, 'state'>;

/** A client that sends a body of the wrong shape. */
export function clientSendsWrongBody() {
  // @ts-expect-error `id` must be a number.
  return callEndpoint(adminProductEndpoints.deactivate, { body: { id: 'seven' } });
}

/** A handler that answers with a renamed field: the contract answers `{ id, deleted }`. */
export const handlerRenamesField = () =>
  // @ts-expect-error `productId` is not the contract's `id`.
  route(adminProductEndpoints.permanentDelete, async ({ body }) => json({ productId: body.id, deleted: true }));

/** A handler that answers with something other than its contract's JSON. */
export const handlerAnswersPlainResponse = () =>
  // @ts-expect-error a JSON endpoint answers through json(), whose type the compiler checks.
  route(adminProductEndpoints.list, async () => new Response('[]'));

describe('endpoint contracts', () => {
  it('declare each method and path once, under /_api', () => {
    const keys = allEndpoints.map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { path } of allEndpoints) expect(path).toMatch(/^\/_api\/[a-z0-9/_-]+$/);
  });

  it('give the handler built from them the contract’s method, path and access', () => {
    const handler = route(adminProductEndpoints.list, async () =>
      json({ products: [], total: 0, page: 1, pageSize: 25 }),
    );
    expect({ method: handler.method, path: handler.path, access: handler.access }).toEqual({
      method: 'GET',
      path: '/_api/admin/products',
      access: ['admin'],
    });
  });
});
