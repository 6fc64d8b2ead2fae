import type { NextRequest } from 'next/server';

/**
 * The caller's address for throttling. Behind the hosting platform's proxy the first X-Forwarded-For entry is the
 * client; without a proxy that header is caller-controlled, which is why every limit also has a per-account key.
 */
export function clientIp(request: NextRequest): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return (forwarded || request.headers.get('x-real-ip') || 'unknown').slice(0, 64);
}
