import type { z } from 'zod';
import type { UserRole } from '@/lib/roles';

/*
 * One definition per endpoint: method, path, who may call it, its request schemas and its response type. The route
 * handler takes it (src/server/http/route.ts), the route list is derived from it (src/lib/contracts/index.ts) and the
 * browser calls through it (callEndpoint in src/lib/api-client.ts), so a path or a field renamed on one side fails
 * the typecheck on the other.
 */

/** Who may call an endpoint: anyone, any signed-in user, or the listed roles. */
export type Access = 'public' | 'user' | readonly UserRole[];

export type Method = 'GET' | 'POST' | 'PUT';

/** What every paged list answers beside its rows. */
export type PageInfo = { total: number; page: number; pageSize: number };

declare const responseType: unique symbol;

/** What a successful call answers: JSON of type R, or a file (CSV, image) the browser downloads or shows. */
export type ResponseSpec<R> = { readonly kind: 'json' | 'file'; readonly [responseType]?: () => R };

/** A JSON answer of type R (the type exists only for the compiler). */
export const jsonOf = <R>(): ResponseSpec<R> => ({ kind: 'json' });

export type EndpointDefinition = {
  readonly method: Method;
  readonly path: `/_api/${string}`;
  readonly access: Access;
  /** The query string's schema (strings in, typed values out). */
  readonly query?: z.ZodType;
  /** The body's schema. */
  readonly body?: z.ZodType;
  readonly response: ResponseSpec<unknown>;
};

/** Declares an endpoint; the literal types of its path and access are kept. */
export const endpoint = <const D extends EndpointDefinition>(definition: D): D => definition;

/** The type of an endpoint's successful answer. */
export type ResponseOf<D extends EndpointDefinition> = D['response'] extends ResponseSpec<infer R> ? R : never;

/** The parsed query a handler receives (undefined when the endpoint takes none). */
export type ParsedQuery<D extends EndpointDefinition> = D['query'] extends z.ZodType ? z.output<D['query']> : undefined;

/** The parsed body a handler receives (undefined when the endpoint takes none). */
export type ParsedBody<D extends EndpointDefinition> = D['body'] extends z.ZodType ? z.output<D['body']> : undefined;

export type QueryValue = string | number | boolean | null | undefined;

/** The query a caller sends: the schema's parameters by name, each as text or a plain value; unknown names fail. */
export type QueryInput<D extends EndpointDefinition> = D['query'] extends z.ZodType
  ? { [K in keyof z.input<D['query']>]?: QueryValue }
  : never;

/**
 * A screen's own view of an endpoint's query (as its URL keeps it): the named parameters, each of type V. Naming a
 * parameter the endpoint does not take fails the typecheck, so a renamed parameter is found in every screen.
 */
export type QueryParams<D extends EndpointDefinition, K extends keyof QueryInput<D>, V = string> = { [P in K]: V };

/** The body a caller sends: what the schema accepts. */
export type BodyInput<D extends EndpointDefinition> = D['body'] extends z.ZodType ? z.input<D['body']> : never;
