'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth, type AuthUser } from '@/components/auth/auth-provider';
import { authErrorMessage, FormError } from '@/components/auth/form-error';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/api-client';
import { loginSchema, type LoginInput } from '@/lib/validation/auth';

export const LOGIN_REDIRECT_DELAY_MS = 200;

export function LoginForm({ next }: { next: string }) {
  const router = useRouter();
  const { setUser } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), mode: 'onBlur', defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { user } = await apiFetch<{ user: AuthUser }>('/_api/auth/login_with_password', {
        method: 'POST',
        body: JSON.stringify(values),
        fallbackError: 'Login failed',
      });
      setUser(user);
      await new Promise((resolve) => setTimeout(resolve, LOGIN_REDIRECT_DELAY_MS));
      router.push(next);
    } catch (caught) {
      setError(authErrorMessage(caught, 'Login failed'));
      throw caught;
    }
  });

  return (
    <form onSubmit={(event) => onSubmit(event).catch(() => {})} noValidate className="space-y-5">
      <FormError message={error} />
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <Input {...fieldA11y('login-email', errors.email?.message)} type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        <Input {...fieldA11y('login-password', errors.password?.message)} type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div className="flex justify-end">
        <Link href="/forgot-password" className="text-sm font-medium text-primary hover:underline">
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || (isSubmitSuccessful && !error)}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
