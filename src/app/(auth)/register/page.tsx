import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { getEnv } from '@/env';
import { requestedNextPath } from '@/lib/paths/auth';
import { getPageSession } from '@/server/auth/session';
import { RegisterForm } from './register-form';

export const metadata: Metadata = {
  title: 'Create an Account',
  description: 'Create a Steam & Grind account to run your own coffee fundraiser page.',
};

export default async function RegisterPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  // A return address kept from the sign-in page (a guardian's invitation link), checked as the sign-in checks it.
  const requested = (await searchParams).next;
  const next = requestedNextPath(typeof requested === 'string' ? requested : null, getEnv().APP_URL);
  if (await getPageSession()) redirect(next ?? '/');
  return (
    <AuthCard
      title="Create your account"
      description="Join a fundraiser, track your sales and share your personal page."
      footer={
        <>
          Already have an account?{' '}
          <Link
            href={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}
            className="font-semibold text-primary hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm next={next} />
    </AuthCard>
  );
}
