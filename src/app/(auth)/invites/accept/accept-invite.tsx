'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useAuth } from '@/components/auth/auth-provider';
import { authErrorMessage, FormError } from '@/components/auth/form-error';
import { NewAccountFields } from '@/components/forms/new-account-fields';
import { ReadOnlyField } from '@/components/forms/read-only-field';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { useAcceptInvite as useAcceptInviteCall } from '@/hooks/api/account';
import { errorMessage } from '@/lib/api-client';
import { acceptInviteLoginFormSchema, acceptInviteNewAccountFormSchema } from '@/lib/validation/invites';

export type InviteDetailsView = {
  captainName: string;
  campaignName: string;
  inviteeEmail: string;
  userExists: boolean;
};

const FALLBACK = 'Failed to accept invitation';
const REDIRECT_DELAY_MS = 2000;

type AcceptBody = {
  token: string;
  password?: string;
  displayName?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
};

function useAcceptInvite(token: string) {
  const call = useAcceptInviteCall(FALLBACK);
  const [accepted, setAccepted] = useState(false);
  const accept = async (extra: Omit<AcceptBody, 'token'> = {}) => {
    await call.mutateAsync({ token, ...extra });
    setAccepted(true);
    toast.success('Invitation accepted successfully!');
  };
  return { accepted, accept };
}

export function AcceptInvite({ token, details }: { token: string; details: InviteDetailsView }) {
  const router = useRouter();
  const { status, user, logout } = useAuth();
  const { accepted, accept } = useAcceptInvite(token);

  useEffect(() => {
    if (!accepted) return;
    const timer = setTimeout(() => router.push('/'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [accepted, router]);

  if (accepted) {
    return (
      <div role="status" className="space-y-4 text-center">
        <CheckCircle2 className="mx-auto size-12 text-primary" aria-hidden="true" />
        <h2 className="text-2xl font-semibold">Invitation Accepted!</h2>
        <p className="text-muted-foreground">
          You are now part of the {details.campaignName} team. Taking you to the home page…
        </p>
        <Button asChild variant="outline">
          <Link href="/">Go to the home page</Link>
        </Button>
      </div>
    );
  }

  const invitedAs = (
    <p className="mb-6 text-sm text-muted-foreground">
      Invitation for <span className="font-medium text-foreground">{details.inviteeEmail}</span>
    </p>
  );

  if (status === 'loading') {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }

  if (status === 'authenticated' && user) {
    if (user.email.trim().toLowerCase() !== details.inviteeEmail.trim().toLowerCase()) {
      return (
        <div className="space-y-5">
          {invitedAs}
          <div
            role="alert"
            className="flex items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
          >
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
            <p>
              You are signed in as <strong>{user.email}</strong>, but this invitation was sent to{' '}
              <strong>{details.inviteeEmail}</strong>. Please log out to accept it with the invited account.
            </p>
          </div>
          <Button type="button" className="w-full" onClick={() => void logout()}>
            Logout
          </Button>
        </div>
      );
    }
    return (
      <>
        {invitedAs}
        <SignedInAccept onAccept={() => accept()} />
      </>
    );
  }

  return (
    <>
      {invitedAs}
      {details.userExists ? (
        <LoginAccept email={details.inviteeEmail} onAccept={accept} />
      ) : (
        <NewAccountAccept email={details.inviteeEmail} onAccept={accept} />
      )}
    </>
  );
}

function SignedInAccept({ onAccept }: { onAccept: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-5">
      <FormError message={error} />
      <Button
        type="button"
        size="lg"
        className="w-full"
        disabled={pending}
        onClick={async () => {
          setPending(true);
          setError(null);
          try {
            await onAccept();
          } catch (caught) {
            setError(errorMessage(caught, FALLBACK));
            setPending(false);
          }
        }}
      >
        {pending ? 'Accepting...' : 'Accept Invitation'}
      </Button>
    </div>
  );
}

function LoginAccept({ email, onAccept }: { email: string; onAccept: (body: { password: string }) => Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.infer<typeof acceptInviteLoginFormSchema>>({
    resolver: zodResolver(acceptInviteLoginFormSchema),
    mode: 'onBlur',
    defaultValues: { password: '' },
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await onAccept({ password });
    } catch (caught) {
      setError(errorMessage(caught, FALLBACK));
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <p className="text-sm text-muted-foreground">You already have an account. Sign in to accept the invitation.</p>
        <FormError message={error} />
        <ReadOnlyField label="Email" type="email" value={email} autoComplete="username" />
        <TextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign In and Accept'}
        </Button>
        <p className="text-center text-sm">
          <Link href="/forgot-password" className="font-semibold text-primary hover:underline">
            Forgot your password?
          </Link>
        </p>
      </form>
    </Form>
  );
}

type NewAccountValues = z.input<typeof acceptInviteNewAccountFormSchema>;

function NewAccountAccept({
  email,
  onAccept,
}: {
  email: string;
  onAccept: (body: Omit<AcceptBody, 'token'>) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NewAccountValues, unknown, z.output<typeof acceptInviteNewAccountFormSchema>>({
    resolver: zodResolver(acceptInviteNewAccountFormSchema),
    mode: 'onBlur',
    defaultValues: { password: '', displayName: '', firstName: '', lastName: '', phone: '' },
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onAccept(values);
    } catch (caught) {
      setError(authErrorMessage(caught, FALLBACK));
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <p className="text-sm text-muted-foreground">Create your account to join the team.</p>
        <FormError message={error} />
        <NewAccountFields
          email={
            <ReadOnlyField
              label="Email"
              hint="Fixed by the invitation."
              type="email"
              value={email}
              autoComplete="email"
            />
          }
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account and Accept'}
        </Button>
      </form>
    </Form>
  );
}
