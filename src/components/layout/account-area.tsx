'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useAuth } from '@/components/auth/auth-provider';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

const accountSkeleton = <Skeleton data-testid="account-skeleton" className="h-9 w-24 rounded-full" />;

// The menu's code (Radix dropdown) loads only when someone is signed in.
const AccountMenu = dynamic(() => import('./account-menu').then((module) => module.AccountMenu), {
  ssr: false,
  loading: () => accountSkeleton,
});

/** Header account area: a skeleton while auth loads, Login when signed out, the user's menu when signed in. */
export function AccountArea() {
  const { status, user, logout } = useAuth();
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);

  if (status === 'loading' || signingOut) return accountSkeleton;

  if (!user) {
    return (
      <Button asChild size="sm" variant="outline">
        <Link href="/login">Login</Link>
      </Button>
    );
  }

  // Signs out, then goes home; the skeleton shows meanwhile so nobody clicks a stale Login button mid-way.
  const onLogout = async () => {
    setSigningOut(true);
    try {
      await logout();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'An unexpected error occurred.');
    }
    router.push('/');
    setSigningOut(false);
  };

  return <AccountMenu user={user} onLogout={onLogout} />;
}
