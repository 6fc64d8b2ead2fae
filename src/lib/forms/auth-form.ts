import { z } from 'zod';
import { passwordMin, registerSchema } from '@/lib/validation/auth';
import { secretText } from '@/lib/validation/common';

/** The strength rules the forms apply on top of the 8-character minimum the API enforces (spec section 5). */
export const strongPassword = passwordMin
  .regex(/[A-Z]/, 'Must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Must contain at least one number');

// The registration form: the same fields with the strength rules.
export const registerFormSchema = registerSchema.extend({ password: strongPassword });

// The reset form: new password and its confirmation (the form compares the two on submit).
export const resetPasswordFormSchema = z.object({ password: strongPassword, confirmPassword: secretText() });
export const PASSWORDS_DONT_MATCH = "Passwords don't match";
