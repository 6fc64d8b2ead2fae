/**
 * The one client-side fetcher: every call from the browser to `/_api` goes through here, by the endpoint's contract
 * (src/lib/contracts/), usually inside a hook of src/hooks/api/. A body is encoded by the call's codec (JSON by
 * default; the cart's superjson codec lives with the cart calls so public pages do not ship it). A failure throws an
 * ApiRequestError carrying the server's `{ error }` text, or the fallback when the server said nothing useful.
 */

import type { BodyInput, EndpointDefinition, QueryInput, ResponseOf } from '@/lib/contracts/endpoint';

export type BodyCodec = {
  /** The request body text for a value. */
  encode: (value: unknown) => string;
  /** The response value from its parsed JSON. */
  decode: (parsed: unknown) => unknown;
};

export const jsonCodec: BodyCodec = { encode: (value) => JSON.stringify(value), decode: (parsed) => parsed };

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The refusal's parsed JSON, for an endpoint whose refusal says more than `error` (e.g. per-row errors). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** How a call is made beyond its contract: the codec, the screen's fallback message, extra headers, an abort signal. */
export type CallOptions = {
  codec?: BodyCodec;
  /** The message when the server gives none (the spec names one per screen; 'Request failed' by default). */
  fallbackError?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

type CallInput<D extends EndpointDefinition> = CallOptions & {
  /** Query parameters; empty strings and undefined are left out. */
  query?: QueryInput<D>;
  /** A value to send (encoded by the codec). */
  body?: BodyInput<D>;
};

export const REQUEST_FAILED = 'Request failed';

/** `/path?a=1&b=x` with the empty parameters left out. */
function withQuery(path: string, query: object = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Calls an endpoint through its contract: the path, method, query names, body and answer are all its own. */
export async function callEndpoint<D extends EndpointDefinition>(
  { method, path }: D,
  { body, query, codec = jsonCodec, headers, signal, fallbackError = REQUEST_FAILED }: CallInput<D> = {},
): Promise<ResponseOf<D>> {
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : codec.encode(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(fallbackError, 0);
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy's error page): the message comes from the text or the fallback below.
  }
  const errorField =
    parsed && typeof parsed === 'object' && 'error' in parsed ? (parsed as { error?: unknown }).error : undefined;
  if (!response.ok || errorField) {
    const message =
      typeof errorField === 'string' && errorField
        ? errorField
        : parsed === undefined && text && text.length < 300 && !text.trimStart().startsWith('<')
          ? text
          : fallbackError;
    throw new ApiRequestError(message, response.status, parsed);
  }
  return codec.decode(parsed) as ResponseOf<D>;
}

/** The message to show for a failed call: its own text, or the screen's fallback. */
export function errorMessage(error: unknown, fallback = REQUEST_FAILED): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** An endpoint's URL with its query, for links and image sources (file answers such as CSV exports). */
export function endpointUrl<D extends EndpointDefinition>(definition: D, query?: QueryInput<D>): string {
  return withQuery(definition.path, query);
}

/**
 * Every row of a paged list endpoint (`{ [key]: rows, total }`), 100 at a time: for pickers whose options must be
 * complete (the campaign filter, the campaign products checkboxes), never for the lists themselves.
 */
export async function fetchEveryPage<D extends EndpointDefinition, K extends keyof ResponseOf<D>>(
  definition: D,
  key: K,
  query: QueryInput<D>,
): Promise<ResponseOf<D>[K]> {
  const rows: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await callEndpoint(definition, {
      query: { ...query, page, pageSize: 100 },
    })) as Record<K, unknown[]> & { total: number };
    const pageRows = answer[key];
    rows.push(...pageRows);
    if (pageRows.length < 100 || rows.length >= answer.total) return rows as ResponseOf<D>[K];
  }
}
