import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createUserRoute } from '@/app/%5Fapi/admin/users/route';
import { POST as loginRoute } from '@/app/%5Fapi/auth/login_with_password/route';
import { POST as inviteMembersRoute } from '@/app/%5Fapi/captain/invite-members/route';
import { POST as contactRoute } from '@/app/%5Fapi/contact/route';
import { POST as placeOrderRoute } from '@/app/%5Fapi/products/order/route';
import { POST as settingsRoute } from '@/app/%5Fapi/users/settings/route';
import type { UserRole } from '@/server/db/schema';
import type { RouteHandler } from '@/server/http/route';
import { createUser, sessionCookieFor } from '../support/auth';
import { call, fromAddress } from '../support/http';

const NOT_OBJECTS = ['null', '[]', '1', '"x"', 'true', '[{"email":"a@example.com"}]'];
const MESSAGE = 'Request body must be a JSON object.';

const cookies: Partial<Record<UserRole, string>> = {};

beforeAll(async () => {
  for (const role of ['sub_account', 'fundraiser_captain', 'admin'] as const) {
    cookies[role] = await sessionCookieFor(await createUser({ role }));
  }
});

let address = 0;
const send = (handler: RouteHandler, rawBody: string, cookie?: string) =>
  call(handler, {
    method: 'POST',
    path: '/x',
    rawBody,
    // A fresh address per call keeps the per-address limits of the public endpoints out of the way.
    headers: {
      'content-type': 'application/json',
      ...fromAddress(`10.9.${address >> 8}.${address++ & 255}`),
      ...(cookie ? { cookie } : {}),
    },
  });

describe('a JSON body that is not an object', () => {
  it.each([
    ['POST /_api/admin/users', createUserRoute, 'admin'],
    ['POST /_api/users/settings', settingsRoute, 'sub_account'],
    ['POST /_api/captain/invite-members', inviteMembersRoute, 'fundraiser_captain'],
    ['POST /_api/contact', contactRoute, undefined],
    ['POST /_api/auth/login_with_password', loginRoute, undefined],
    ['POST /_api/products/order', placeOrderRoute, undefined],
  ] as const)('%s answers 400 with a clear message for null, arrays and scalars', async (_, handler, role) => {
    for (const body of NOT_OBJECTS) {
      const result = await send(handler, body, role && cookies[role]);
      expect(result.status, body).toBe(400);
      expect(result.json, body).toEqual({ error: MESSAGE });
    }
  });

  it('is never a 500 on any POST endpoint', async () => {
    const apiDir = path.resolve(import.meta.dirname, '../../src/app/%5Fapi');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((entry) => {
        const full = path.join(dir, entry);
        if (statSync(full).isDirectory()) return files(full);
        return entry === 'route.ts' ? [full] : [];
      });
    let checked = 0;
    for (const file of files(apiDir)) {
      const handler = ((await import(file)) as Record<string, RouteHandler | undefined>).POST;
      if (!handler) continue;
      const role = Array.isArray(handler.access) ? (handler.access[0] as UserRole) : 'admin';
      for (const body of NOT_OBJECTS) {
        const result = await send(handler, body, cookies[role]);
        expect(result.status, `${path.relative(apiDir, file)} with ${body}`).toBeLessThan(500);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(30);
  });
});
