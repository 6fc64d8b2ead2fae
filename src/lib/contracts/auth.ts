import {
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
  registerSchema,
  resetPasswordSchema,
} from '@/lib/validation/auth';
import { endpoint, jsonOf } from './endpoint';
import type { AuthUser } from './session';

/** What a call that signs the browser in answers: the session user (the session itself: ./session.ts). */
export type SignedIn = { user: AuthUser };

/** Sign-in, registration, sign-out and password reset (spec section 5). */
export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/_api/auth/login_with_password',
    access: 'public',
    body: loginSchema,
    response: jsonOf<SignedIn>(),
  }),
  /** Answers 201. */
  register: endpoint({
    method: 'POST',
    path: '/_api/auth/register_with_password',
    access: 'public',
    body: registerSchema,
    response: jsonOf<SignedIn>(),
  }),
  /** Ends the session on the server too, so a copied cookie stops working. */
  logout: endpoint({
    method: 'POST',
    path: '/_api/auth/logout',
    access: 'public',
    body: logoutSchema,
    response: jsonOf<{ success: true }>(),
  }),
  /** The same answer whether or not the account exists. */
  forgotPassword: endpoint({
    method: 'POST',
    path: '/_api/auth/forgot-password',
    access: 'public',
    body: forgotPasswordSchema,
    response: jsonOf<{ message: string }>(),
  }),
  /** Sets the password, ends all other sessions, signs this browser in. */
  resetPassword: endpoint({
    method: 'POST',
    path: '/_api/auth/reset-password',
    access: 'public',
    body: resetPasswordSchema,
    response: jsonOf<SignedIn>(),
  }),
};
