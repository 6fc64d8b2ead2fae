'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { authErrorMessage } from '@/components/auth/auth-error-message';
import { FormError } from '@/components/auth/form-error';
import { PasswordField } from '@/components/forms/password-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useServerSubmit } from '@/components/forms/use-server-submit';
import { Form } from '@/components/ui/form';
import { useLogin } from '@/hooks/api/account';
import { homeAfterSignIn } from '@/lib/paths/auth';
import { loginSchema, type LoginInput } from '@/lib/validation/auth';

export const LOGIN_REDIRECT_DELAY_MS = 200;

/** `next`: the return address the visitor asked for, if any (otherwise the role's home: homeAfterSignIn). */
export function LoginForm({ next }: { next: string | null }) {
  const router = useRouter();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onBlur',
    defaultValues: { email: '', password: '' },
  });
  const { error, onSubmit } = useServerSubmit(
    form,
    async (values) => {
      const { user } = await login.mutateAsync(values);
      await new Promise((resolve) => setTimeout(resolve, LOGIN_REDIRECT_DELAY_MS));
      router.push(next ?? homeAfterSignIn(user.role));
    },
    { fallback: 'Login failed', describe: authErrorMessage },
  );
  // Signed in: the button stays off while the next page loads.
  const signedIn = form.formState.isSubmitSuccessful && !error;

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormError message={error} />
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
        <PasswordField control={form.control} name="password" label="Password" />
        <div className="flex justify-end">
          <Link href="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            Forgot your password?
          </Link>
        </div>
        <SubmitButton size="lg" className="w-full" disabled={signedIn} pendingLabel="Signing in...">
          Sign In
        </SubmitButton>
      </form>
    </Form>
  );
}
