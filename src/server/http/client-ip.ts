import { getEnv } from '@/env';

/** Set by scripts/server.mjs from the connection itself (a caller's own copy is overwritten there). */
export const PEER_ADDRESS_HEADER = 'x-sg-peer-address';

let warnedNoPeer = false;

/**
 * The caller's address, for the per-address throttles. TRUST_PROXY decides what is believed:
 * - off (default): the connection's peer address, as recorded by the shop's server; X-Forwarded-For is ignored,
 *   since any caller can send it.
 * - N: the app sits behind N proxies of yours, each appending the address it saw to X-Forwarded-For; the client is
 *   the entry N hops back from the connection (entries further left were written by the caller and are ignored).
 * - vercel / cloudflare: the address that platform's edge writes (X-Real-IP / CF-Connecting-IP).
 */
export function clientIp(request: { headers: Pick<Headers, 'get'> }): string {
  const trust = getEnv().TRUST_PROXY;
  const headers = request.headers;
  let address: string | null | undefined;
  if (trust === 'vercel') address = headers.get('x-real-ip');
  else if (trust === 'cloudflare') address = headers.get('cf-connecting-ip');
  else {
    const peer = headers.get(PEER_ADDRESS_HEADER);
    if (trust === 0) address = peer ?? fallbackWithoutPeer(headers);
    else address = addressBehindProxies(headers.get('x-forwarded-for'), peer, trust);
  }
  return normalizeAddress(address ?? '') || 'unknown';
}

/**
 * The chain of addresses a request passed through is the X-Forwarded-For entries followed by the connection's peer.
 * With `hops` trusted proxies, the last `hops` links are theirs; the one before them is the client.
 */
export function addressBehindProxies(
  forwardedFor: string | null,
  peer: string | null,
  hops: number,
): string | undefined {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (peer) chain.push(peer);
  // Without the peer header (another server than scripts/server.mjs), the last entry stands in for the peer.
  const index = chain.length - 1 - hops;
  return chain[Math.max(0, index)];
}

function fallbackWithoutPeer(headers: Pick<Headers, 'get'>): string | undefined {
  if (!warnedNoPeer) {
    warnedNoPeer = true;
    console.warn(
      `[client-ip] a request arrived without ${PEER_ADDRESS_HEADER}: serve with scripts/server.mjs (npm start, npm run serve) ` +
        'or set TRUST_PROXY, or per-address limits fall back to the last X-Forwarded-For entry, which a caller can write.',
    );
  }
  return headers.get('x-forwarded-for')?.split(',').pop()?.trim();
}

/** One spelling per address: "::ffff:10.0.0.1" (IPv4 on a dual-stack socket) is 10.0.0.1; at most 64 characters. */
function normalizeAddress(value: string): string {
  const trimmed = value.trim().toLowerCase();
  return (trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed).slice(0, 64);
}
