import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { ResetPasswordForm } from './reset-password-form';

export const metadata: Metadata = {
  title: 'Reset Password',
  description: 'Choose a new password for your Steam & Grind account.',
  robots: { index: false },
};

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  if (typeof token !== 'string' || token.trim() === '') {
    return (
      <AuthCard title="Reset your password">
        <div role="alert" className="space-y-5">
          <p className="text-muted-foreground">No reset token found. Please request a new password reset link.</p>
          <Button asChild>
            <Link href="/forgot-password">Request a new link</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      description="Your new password signs you in straight away and signs out every other device."
    >
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
