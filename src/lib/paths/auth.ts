import type { UserRole } from '@/lib/roles';

/** Control characters and backslashes: browsers drop or reinterpret them, so a target holding any is refused. */
const UNSAFE_IN_REDIRECT = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * The post-login destination (`next` and the like): resolved against the app's own URL and used only when it stays
 * on that origin, as a path (never `//host`, which browsers read as another site). Anything else goes to `fallback`.
 */
export function safeNextPath(value: string | null | undefined, appUrl: string, fallback = '/'): string {
  return requestedNextPath(value, appUrl) ?? fallback;
}

/** The asked-for return address as a same-origin path, or null when none was asked for or it is not safe. */
export function requestedNextPath(value: string | null | undefined, appUrl: string): string | null {
  if (!value || UNSAFE_IN_REDIRECT.test(value)) return null;
  let target: URL;
  try {
    target = new URL(value, appUrl);
  } catch {
    return null;
  }
  if (target.origin !== new URL(appUrl).origin || target.pathname.startsWith('//')) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

/** Where signing in leads when no return address was asked for: admins to their dashboard, everyone else home. */
export function homeAfterSignIn(role: UserRole): string {
  return role === 'admin' ? '/admin' : '/';
}
