import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { ApiError, badRequest } from './errors';

/** Largest JSON body any endpoint accepts; uploads have their own streaming endpoint. */
const MAX_JSON_BYTES = 256 * 1024;

type RouteOptions<Q extends z.ZodType | undefined, B extends z.ZodType | undefined> = {
  query?: Q;
  body?: B;
};

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

type HandlerContext<Q, B> = { request: NextRequest; query: Q; body: B };

/**
 * Wraps a route handler: validates the query and JSON body with zod, runs the handler,
 * and maps every failure to `{ error }` with the right status. Bad input is never a 500.
 */
export function route<Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
  options: RouteOptions<Q, B>,
  handler: (ctx: HandlerContext<Infer<Q>, Infer<B>>) => Promise<Response> | Response,
) {
  return async (request: NextRequest): Promise<Response> => {
    try {
      const query = options.query
        ? parseOrThrow(options.query, Object.fromEntries(request.nextUrl.searchParams))
        : undefined;
      const body = options.body ? parseOrThrow(options.body, await readJsonBody(request)) : undefined;
      return await handler({ request, query: query as Infer<Q>, body: body as Infer<B> });
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export function json(data: unknown, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return Response.json(data, { ...init, headers });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return json({ error: error.message }, { status: error.status, headers: error.headers });
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
  if (issue.code === 'unrecognized_keys') return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
  if (issue.message.startsWith('Invalid input') && issue.path.length > 0) return `${issue.path.join('.')}: ${issue.message}`;
  return issue.message;
}

async function readJsonBody(request: NextRequest): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_JSON_BYTES) throw new ApiError('payload_too_large', 'Request body is too large.');
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new ApiError('payload_too_large', 'Request body is too large.');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON.');
  }
}
