import { describe, expect, it } from 'vitest';
import { GET as health } from '@/app/%5Fapi/health/route';
import { buildSecurityHeaders } from '@/server/http/security-headers';
import { call } from '../support/http';

describe('GET /_api/health', () => {
  it('reports the version and a reachable database', async () => {
    const { status, json } = await call(health, { path: '/_api/health' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'ok', database: true, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});

describe('security headers', () => {
  it('allows scripts only with the request nonce', () => {
    const headers = buildSecurityHeaders('abc123');
    const scriptSrc = headers['Content-Security-Policy'].split('; ').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).toContain("'nonce-abc123'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});
