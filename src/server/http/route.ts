import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import type { Access, EndpointDefinition, Method, ParsedBody, ParsedQuery, ResponseOf } from '@/lib/contracts/endpoint';
import { accessDeniedMessage } from '@/lib/roles';
import { CONTROL_CHARACTERS_MESSAGE } from '@/lib/validation/common';
import { getRequestSession, type Session, type SessionUser } from '@/server/auth/session';
import { invalidatePublic, type PublicTag } from '@/server/cache/public-tags';
import { isDatabaseUnavailable } from '@/server/db/errors';
import { ApiError, badRequest, forbidden, unauthorized } from '@/server/errors';
import { isSameOriginWrite } from './same-origin';

/** Largest JSON body any endpoint accepts; uploads have their own streaming endpoint. */
const MAX_JSON_BYTES = 256 * 1024;

/** Set on a response that repeats an earlier request's answer (same Idempotency-Key): nothing changed. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export type { Access } from '@/lib/contracts/endpoint';

/** Server-side concerns of an endpoint, beside its contract. */
type ServerOptions<D extends EndpointDefinition> = {
  /** Parses the raw body text instead of JSON.parse (the cart's superjson bodies). */
  parseBody?: (text: string) => unknown;
  /** Public page caches a successful call makes stale (src/server/cache/public-tags.ts). */
  invalidates?: readonly PublicTag[] | ((body: ParsedBody<D>) => readonly PublicTag[]);
  /** The 503 message while the database cannot be reached, when the generic one would not say enough. */
  unavailable?: string;
};

export type HandlerContext<D extends EndpointDefinition> = {
  request: NextRequest;
  query: ParsedQuery<D>;
  body: ParsedBody<D>;
  /** The signed-in user; null only on public endpoints when nobody is signed in. */
  user: D['access'] extends 'public' ? SessionUser | null : SessionUser;
  session: D['access'] extends 'public' ? Session | null : Session;
};

declare const jsonBody: unique symbol;

/** A JSON response whose body the compiler knows: what `json()` returns, and all a JSON endpoint may answer. */
export type JsonResponse<T> = Response & { readonly [jsonBody]: () => T };

/** What a handler may answer: its contract's JSON, or any response for a file endpoint. */
export type Reply<D extends EndpointDefinition> = [ResponseOf<D>] extends [Blob]
  ? Response
  : JsonResponse<ResponseOf<D>>;

type Handler<D extends EndpointDefinition> = (ctx: HandlerContext<D>) => Promise<Reply<D>> | Reply<D>;

export type RouteHandler = ((request: NextRequest) => Promise<Response>) & {
  access: Access;
  method: Method;
  path: string;
};

/**
 * Wraps a route handler for its contract: refuses cross-site writes, checks the session and role (401 / 403),
 * validates the query and body with zod, runs the handler, and maps every failure to `{ error }` with the right
 * status. Bad input is never a 500.
 */
export function route<const D extends EndpointDefinition>(definition: D, handler: Handler<D>): RouteHandler;
export function route<const D extends EndpointDefinition>(
  definition: D,
  options: ServerOptions<D>,
  handler: Handler<D>,
): RouteHandler;
export function route<D extends EndpointDefinition>(
  contract: D,
  optionsOrHandler: ServerOptions<D> | Handler<D>,
  maybeHandler?: Handler<D>,
): RouteHandler {
  const options: ServerOptions<D> = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = (typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler) as Handler<D>;
  const wrapped = async (request: NextRequest): Promise<Response> => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameOriginWrite(request)) {
        throw forbidden('Cross-site request refused.');
      }
      const session = await getRequestSession(request);
      if (contract.access !== 'public') {
        if (!session) throw unauthorized();
        if (Array.isArray(contract.access) && !contract.access.includes(session.user.role)) {
          throw forbidden(accessDeniedMessage(session.user.role));
        }
      }
      const query = contract.query
        ? parseOrThrow(contract.query, Object.fromEntries(request.nextUrl.searchParams))
        : undefined;
      const body = contract.body ? parseOrThrow(contract.body, await readBody(request, options.parseBody)) : undefined;
      const response: Response = await handler({
        request,
        query: query as ParsedQuery<D>,
        body: body as ParsedBody<D>,
        user: (session?.user ?? null) as HandlerContext<D>['user'],
        session: session as HandlerContext<D>['session'],
      });
      const { invalidates } = options;
      // A replayed response changed nothing: expiring pages for it would let anyone empty the cache for free.
      if (invalidates && response.ok && !response.headers.has(REPLAYED_HEADER)) {
        invalidatePublic(typeof invalidates === 'function' ? invalidates(body as ParsedBody<D>) : invalidates);
      }
      return response;
    } catch (error) {
      return errorResponse(error, options.unavailable);
    }
  };
  return Object.assign(wrapped, { access: contract.access, method: contract.method, path: contract.path });
}

/**
 * A file route outside `/_api` (uploaded images under /uploads): no contract, no session; failures still answer
 * `{ error }` with the right status, never a stack.
 */
export function fileRoute(handler: (request: NextRequest) => Promise<Response>) {
  return async (request: NextRequest): Promise<Response> => {
    try {
      return await handler(request);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/**
 * A response built elsewhere (a CSV beside the JSON of the same endpoint) answered by a JSON endpoint: the one
 * place a handler leaves its contract's type, named so it is seen in review.
 */
export const otherFormat = (response: Response): JsonResponse<never> => response as JsonResponse<never>;

export function json<T>(data: T, init?: ResponseInit): JsonResponse<T> {
  const headers = new Headers(init?.headers);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return Response.json(data, { ...init, headers }) as JsonResponse<T>;
}

/** An answer whose JSON the database already wrote (a large document sent as it comes, not parsed and re-written). */
export function jsonText<T>(text: string, init?: ResponseInit): JsonResponse<T> {
  const headers = new Headers(init?.headers);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  headers.set('Content-Type', 'application/json');
  return new Response(text, { ...init, headers }) as JsonResponse<T>;
}

export const SHOP_UNAVAILABLE = 'The shop is briefly unavailable. Nothing was changed; please try again in a moment.';
/** Seconds a client should wait before retrying while the database is unreachable (a restart takes a few). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export function errorResponse(error: unknown, unavailable = SHOP_UNAVAILABLE): Response {
  if (error instanceof ApiError) {
    return json({ error: error.message }, { status: error.status, headers: error.headers });
  }
  if (isDatabaseUnavailable(error)) {
    console.error(`[api] database unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return json(
      { error: unavailable },
      { status: 503, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } },
    );
  }
  console.error('[api] unexpected error', error);
  return json({ error: 'Something went wrong on our side. Please try again.' }, { status: 500 });
}

function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(validationMessage(result.error));
  return result.data;
}

/** The first issue's message, with the field named when zod's own wording would not say which. */
export function validationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  if (issue.code === 'unrecognized_keys') {
    const names = issue.keys.map((key) => [...issue.path, key].join('.'));
    return `Unknown field${names.length > 1 ? 's' : ''}: ${names.join(', ')}.`;
  }
  const namesNoField = issue.message.startsWith('Invalid input') || issue.message === CONTROL_CHARACTERS_MESSAGE;
  if (namesNoField && issue.path.length > 0) return `${issue.path.join('.')}: ${issue.message}`;
  return issue.message;
}

async function readBody(request: NextRequest, parse: (text: string) => unknown = JSON.parse): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_JSON_BYTES) throw new ApiError('payload_too_large', 'Request body is too large.');
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new ApiError('payload_too_large', 'Request body is too large.');
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON.');
  }
  // Every body schema is an object; `null`, arrays and scalars would otherwise reach refinements that assume one.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object.');
  }
  return body;
}
