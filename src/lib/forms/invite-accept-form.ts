import { z } from 'zod';
import { registerFormSchema } from '@/lib/forms/auth-form';
import { secretText } from '@/lib/validation/common';

// The new-invitee form: the registration form without e-mail (it is fixed by the invitation).
export const acceptInviteNewAccountFormSchema = registerFormSchema.omit({ email: true });

// The existing-account form: just the password.
export const acceptInviteLoginFormSchema = z.object({
  password: secretText({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(200, 'Password is required.'),
});
