import { getEnv } from '@/env';

type WriteRequest = { headers: Pick<Headers, 'get'>; nextUrl: { protocol: string } };

/**
 * CSRF defence for state-changing calls: a browser always sends Origin on a cross-site POST, so a request whose
 * Origin is neither APP_URL nor the host it was sent to is refused. Requests without Origin (curl, servers) pass.
 */
export function isSameOriginWrite(request: WriteRequest): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') !== 'cross-site';
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const allowed = new Set([new URL(getEnv().APP_URL).origin]);
  if (host) allowed.add(`${request.nextUrl.protocol}//${host}`);
  return allowed.has(origin);
}

/** A POST that Next would run as a server action: from JavaScript (Next-Action) or a form posted without it. */
export function isServerActionPost(request: { method: string; headers: Pick<Headers, 'get'> }): boolean {
  if (request.method !== 'POST') return false;
  if (request.headers.get('next-action') !== null) return true;
  return (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}
