'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { authErrorMessage, FormError } from '@/components/auth/form-error';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { useLogin } from '@/hooks/api/account';
import { loginSchema, type LoginInput } from '@/lib/validation/auth';

export const LOGIN_REDIRECT_DELAY_MS = 200;

export function LoginForm({ next }: { next: string }) {
  const router = useRouter();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onBlur',
    defaultValues: { email: '', password: '' },
  });
  const { isSubmitting, isSubmitSuccessful } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await login.mutateAsync(values);
      await new Promise((resolve) => setTimeout(resolve, LOGIN_REDIRECT_DELAY_MS));
      router.push(next);
    } catch (caught) {
      setError(authErrorMessage(caught, 'Login failed'));
      throw caught;
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={(event) => onSubmit(event).catch(() => {})} noValidate className="space-y-5">
        <FormError message={error} />
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
        <TextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <div className="flex justify-end">
          <Link href="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || (isSubmitSuccessful && !error)}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </Form>
  );
}
