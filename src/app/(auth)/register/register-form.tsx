'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authErrorMessage } from '@/components/auth/auth-error-message';
import { FormError } from '@/components/auth/form-error';
import { NewAccountFields } from '@/components/forms/new-account-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useServerSubmit } from '@/components/forms/use-server-submit';
import { Form } from '@/components/ui/form';
import { useRegister } from '@/hooks/api/account';
import { registerFormSchema } from '@/lib/forms/auth-form';

type RegisterFormValues = z.input<typeof registerFormSchema>;

/** `next`: where to go once registered (a guardian's invitation link, issue 27), else the home page. */
export function RegisterForm({ next = null }: { next?: string | null }) {
  const router = useRouter();
  const register = useRegister();
  const form = useForm<RegisterFormValues, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onBlur',
    defaultValues: { email: '', password: '', displayName: '', firstName: '', lastName: '', phone: '' },
  });
  const { error, onSubmit } = useServerSubmit(
    form,
    async (values) => {
      await register.mutateAsync(values);
      router.push(next ?? '/');
    },
    { fallback: 'Registration failed', describe: authErrorMessage },
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormError message={error} />
        <NewAccountFields
          email={<TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />}
        />
        <SubmitButton size="lg" className="w-full" pendingLabel="Creating account...">
          Create Account
        </SubmitButton>
      </form>
    </Form>
  );
}
