import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { getPageSession } from '@/server/auth/session';
import { RegisterForm } from './register-form';

export const metadata: Metadata = {
  title: 'Create an Account',
  description: 'Create a Steam & Grind account to run your own coffee fundraiser page.',
};

export default async function RegisterPage() {
  if (await getPageSession()) redirect('/');
  return (
    <AuthCard
      title="Create your account"
      description="Join a fundraiser, track your sales and share your personal page."
      footer={
        <>
          Already have an account?{' '}
          <Link href="/login" className="font-semibold text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
