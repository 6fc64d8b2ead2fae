import { getEnv } from '@/env';

/** Sessions last 30 days; logout and password resets end them early on the server. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function usesSecureCookies() {
  return getEnv().APP_URL.startsWith('https://');
}

/** Auth.js's cookie names: the `__Secure-` prefix whenever the site is served over https. */
export function sessionCookieName() {
  return usesSecureCookies() ? '__Secure-authjs.session-token' : 'authjs.session-token';
}
