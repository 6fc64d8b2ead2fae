export type PageKind = 'dynamic' | 'cached';
export type PolicyOptions = { nonce?: string; isDev: boolean; uploadthing: boolean; https: boolean };

export const dynamicPagePrefixes: readonly string[];
export function pageKindFor(pathname: string): PageKind;
export function contentSecurityPolicy(kind: PageKind, options: PolicyOptions): string;
export function securityHeaders(options: { https: boolean; production: boolean }): Record<string, string>;
export function cachedResponseHeaders(env: Record<string, string | undefined>): Record<string, string>;
