import { inspect } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { POST as register } from '@/app/%5Fapi/auth/register_with_password/route';
import { errorResponse } from '@/server/http/route';
import { getDb } from '@/server/db';
import { DatabaseQueryError, isUniqueViolation } from '@/server/db/errors';
import { users } from '@/server/db/schema';
import { createUser } from '../support/auth';
import { call } from '../support/http';

describe('database errors in logs', () => {
  it('carry the message, the SQLSTATE code and the constraint, never the query parameters', async () => {
    const taken = await createUser({ email: 'secret-owner@example.com' });
    const db = await getDb();
    const error = await db
      .insert(users)
      .values({ email: taken.email, passwordHash: '$argon2id$v=19$very-secret-hash-value', displayName: 'Copy' })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(DatabaseQueryError);
    expect(error).toMatchObject({ code: '23505', constraint: 'users_email_lower_key' });
    expect(isUniqueViolation(error)).toBe(true);
    const logged = inspect(error, { depth: 10 });
    expect(logged).not.toContain('very-secret-hash-value');
    expect(logged).not.toContain('secret-owner@example.com');

    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = errorResponse(error);
      expect(response.status).toBe(500);
      const printed = spy.mock.calls
        .map((args) => args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 10 }))).join(' '))
        .join('\n');
      expect(printed).toContain('23505');
      expect(printed).not.toContain('very-secret-hash-value');
    } finally {
      spy.mockRestore();
    }
  });

  it('still let the services recognise a duplicate (registration answers 409, not 500)', async () => {
    await createUser({ email: 'twice@example.com' });
    const body = {
      email: 'twice@example.com',
      password: 'Register-me-1',
      displayName: 'Two',
      firstName: 'Tw',
      lastName: 'O',
    };
    expect((await call(register, { method: 'POST', path: '/x', body })).status).toBe(409);
  });
});
