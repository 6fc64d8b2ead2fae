'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authErrorMessage, FormError } from '@/components/auth/form-error';
import { NewAccountFields } from '@/components/forms/new-account-fields';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { useRegister } from '@/hooks/api/account';
import { registerFormSchema } from '@/lib/validation/auth';

type RegisterFormValues = z.input<typeof registerFormSchema>;

export function RegisterForm() {
  const router = useRouter();
  const register = useRegister();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RegisterFormValues, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onBlur',
    defaultValues: { email: '', password: '', displayName: '', firstName: '', lastName: '', phone: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await register.mutateAsync(values);
      router.push('/');
    } catch (caught) {
      setError(authErrorMessage(caught, 'Registration failed'));
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormError message={error} />
        <NewAccountFields
          email={<TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </Form>
  );
}
