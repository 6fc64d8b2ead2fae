import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { getEnv } from '@/env';
import { homeAfterSignIn, requestedNextPath } from '@/lib/paths/auth';
import { getPageSession } from '@/server/auth/session';
import { LoginForm } from './login-form';

export const metadata: Metadata = {
  title: 'Sign In',
  description: 'Sign in to your Steam & Grind account to manage your fundraiser page and settings.',
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const requested = (await searchParams).next;
  const next = requestedNextPath(typeof requested === 'string' ? requested : null, getEnv().APP_URL);
  const session = await getPageSession();
  if (session) redirect(next ?? homeAfterSignIn(session.user.role));
  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to manage your fundraiser page, team and settings."
      footer={
        <>
          New here?{' '}
          <Link
            href={next ? `/register?next=${encodeURIComponent(next)}` : '/register'}
            className="font-semibold text-primary hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm next={next} />
    </AuthCard>
  );
}
