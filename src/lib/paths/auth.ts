/** Control characters and backslashes: browsers drop or reinterpret them, so a target holding any is refused. */
const UNSAFE_IN_REDIRECT = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * The post-login destination (`next` and the like): resolved against the app's own URL and used only when it stays
 * on that origin, as a path (never `//host`, which browsers read as another site). Anything else goes to `fallback`.
 */
export function safeNextPath(value: string | null | undefined, appUrl: string, fallback = '/'): string {
  if (!value || UNSAFE_IN_REDIRECT.test(value)) return fallback;
  let target: URL;
  try {
    target = new URL(value, appUrl);
  } catch {
    return fallback;
  }
  if (target.origin !== new URL(appUrl).origin || target.pathname.startsWith('//')) return fallback;
  return `${target.pathname}${target.search}${target.hash}`;
}
