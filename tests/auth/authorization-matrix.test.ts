import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_LABELS } from '@/lib/roles';
import type { UserRole } from '@/server/db/schema';
import { apiRoutes } from '@/server/http/api-routes';
import type { RouteHandler } from '@/server/http/route';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';

const API_DIR = path.resolve(import.meta.dirname, '../../src/app/%5Fapi');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return entry === 'route.ts' ? [full] : [];
  });
}

async function handlersOnDisk() {
  const found: Array<{ method: string; path: string; handler: RouteHandler }> = [];
  for (const file of routeFiles(API_DIR)) {
    const urlPath = `/_api/${path.relative(API_DIR, path.dirname(file)).split(path.sep).join('/')}`;
    const mod = (await import(file)) as Record<string, RouteHandler>;
    for (const method of METHODS) if (mod[method]) found.push({ method, path: urlPath, handler: mod[method] });
  }
  return found;
}

const roles: UserRole[] = ['sub_account', 'fundraiser_captain', 'admin'];
const cookies: Partial<Record<UserRole, string>> = {};

beforeAll(async () => {
  for (const role of roles) cookies[role] = await sessionCookieFor(await createUser({ role }));
});

describe('authorization matrix', () => {
  it('lists every route file and method in api-routes.ts with the access its handler declares', async () => {
    const onDisk = await handlersOnDisk();
    expect(onDisk.length).toBeGreaterThan(5);
    const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
    expect(onDisk.map(key).sort()).toEqual(apiRoutes.map(key).sort());
    for (const route of onDisk) {
      const listed = apiRoutes.find((r) => key(r) === key(route))!;
      expect(route.handler.access, key(route)).toEqual(listed.access);
      // A handler built from a contract names its own path and method: the file it lives in must match them.
      if (route.handler.path !== undefined) expect(key(route.handler)).toBe(key(route));
    }
  });

  it('answers 401 to guests and 403 to wrong roles on every protected route, and lets the right roles in', async () => {
    const onDisk = await handlersOnDisk();
    const protectedRoutes = onDisk.filter((r) => r.handler.access !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const { method, path: urlPath, handler } of protectedRoutes) {
      const send = (cookie?: string) =>
        call(handler, {
          method,
          path: urlPath,
          body: method === 'GET' ? undefined : {},
          headers: cookie ? { cookie } : {},
        });
      const guest = await send();
      expect(guest.status, `${method} ${urlPath} as guest`).toBe(401);
      for (const role of roles) {
        const allowed = handler.access === 'user' || (Array.isArray(handler.access) && handler.access.includes(role));
        const result = await send(cookies[role]);
        if (allowed) expect([401, 403], `${method} ${urlPath} as ${role}`).not.toContain(result.status);
        else {
          expect(result.status, `${method} ${urlPath} as ${role}`).toBe(403);
          expect(result.json.error).toBe(`Access denied. Your role (${ROLE_LABELS[role]}) lacks required permissions.`);
        }
      }
    }
  });
});
