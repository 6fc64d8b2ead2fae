'use client';

import { ChevronDown, LayoutDashboard, LogOut, Settings, UserRound } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { useAuth } from '@/components/auth/auth-provider';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';

/** Header account area: a skeleton while auth loads, Login when signed out, the user's menu when signed in. */
export function AccountArea() {
  const { status, user, logout } = useAuth();
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);

  if (status === 'loading' || signingOut)
    return <Skeleton data-testid="account-skeleton" className="h-9 w-24 rounded-full" />;

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

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="max-w-28 sm:max-w-48">
          <UserRound className="hidden sm:block" />
          <span className="truncate">{user.displayName || user.firstName || user.email}</span>
          <ChevronDown />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate">{user.email}</DropdownMenuLabel>
        {/* Navigating from onSelect works for mouse, keyboard and touch alike (a link inside can lose the tap). */}
        <DropdownMenuItem onSelect={() => router.push('/settings')}>
          <Settings /> Settings
        </DropdownMenuItem>
        {user.role === 'admin' ? (
          <DropdownMenuItem onSelect={() => router.push('/admin')}>
            <LayoutDashboard /> Admin Dashboard
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
