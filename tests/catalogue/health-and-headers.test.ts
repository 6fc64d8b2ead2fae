import { describe, expect, it } from 'vitest';
import { GET as health } from '@/app/%5Fapi/health/route';
import {
  contentSecurityPolicy,
  dynamicPagePrefixes,
  pageKindFor,
  securityHeaders,
} from '@/server/http/security-headers';
import { call } from '../support/http';

describe('GET /_api/health', () => {
  it('reports the version and a reachable database', async () => {
    const { status, json } = await call(health, { path: '/_api/health' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'ok', database: true, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});

describe('security headers', () => {
  const scriptSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('script-src'))!;

  it('gives per-request pages a nonce-only script policy', () => {
    const csp = contentSecurityPolicy('dynamic', 'abc123');
    expect(scriptSrc(csp)).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
  });

  it('gives cached pages a policy without a nonce that keeps scripts to this origin', () => {
    const csp = contentSecurityPolicy('cached');
    expect(scriptSrc(csp)).toBe("script-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('nonce-');
  });

  it('keeps the same framing, plugin, base, form and connect rules on both kinds', () => {
    for (const csp of [contentSecurityPolicy('dynamic', 'n'), contentSecurityPolicy('cached')]) {
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it.each([
    ['/admin', 'dynamic'],
    ['/admin/orders', 'dynamic'],
    ['/settings', 'dynamic'],
    ['/captain/team-management', 'dynamic'],
    ['/login', 'dynamic'],
    ['/register', 'dynamic'],
    ['/forgot-password', 'dynamic'],
    ['/reset-password', 'dynamic'],
    ['/invites/abc', 'dynamic'],
    ['/', 'cached'],
    ['/products', 'cached'],
    ['/products/1', 'cached'],
    ['/campaigns/spring', 'cached'],
    ['/fundraisers/sofia', 'cached'],
    ['/about', 'cached'],
    ['/contact', 'cached'],
    ['/administrator', 'cached'],
    ['/loginx', 'cached'],
  ] as const)('%s is a %s page', (path, kind) => {
    expect(pageKindFor(path)).toBe(kind);
  });

  it('sends the same non-CSP headers everywhere', () => {
    const headers = securityHeaders();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });
});

describe('proxy matcher', () => {
  it('sends every per-request page through the proxy (its nonce and sign-in redirect)', async () => {
    const { config } = await import('@/proxy');
    for (const prefix of dynamicPagePrefixes) expect(config.matcher).toContain(`${prefix}/:path*`);
    expect(config.matcher).toContain('/uploads/:path*');
    expect(config.matcher).toContain('/fundraisers/:path*');
    // Plus the two ways a POST reaches a server action (its same-origin check).
    expect(config.matcher).toHaveLength(dynamicPagePrefixes.length + 4);
  });
});
