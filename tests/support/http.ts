import { NextRequest } from 'next/server';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-ip';

const BASE = 'http://localhost:3000';

// Tests inspect response bodies freely; the assertions check their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJson = any;

type Handler = (request: NextRequest) => Promise<Response> | Response;

/** Calls a route handler the way Next would, and returns the status and parsed JSON body. */
export async function call(
  handler: Handler,
  {
    path = '/',
    method = 'GET',
    body,
    rawBody,
    headers = {},
  }: { path?: string; method?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
) {
  // As scripts/server.mjs does: the connection's address, unless the test says where the request comes from.
  const init: ConstructorParameters<typeof NextRequest>[1] = {
    method,
    headers: { [PEER_ADDRESS_HEADER]: '127.0.0.1', ...headers },
  };
  if (rawBody !== undefined) init.body = rawBody;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await handler(new NextRequest(new URL(path, BASE), init));
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: response.status, headers: response.headers, json: json as AnyJson };
}

/** Headers for a request arriving from `ip` (the connection's address, as scripts/server.mjs records it). */
export const fromAddress = (ip: string) => ({ [PEER_ADDRESS_HEADER]: ip });
