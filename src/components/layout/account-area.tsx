'use client';

import { ChevronDown, LayoutDashboard, LogOut, Settings, UserRound } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
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

  if (status === 'loading') return <Skeleton data-testid="account-skeleton" className="h-9 w-24 rounded-full" />;

  if (!user) {
    return (
      <Button asChild size="sm" variant="outline">
        <Link href="/login">Login</Link>
      </Button>
    );
  }

  const onLogout = async () => {
    try {
      await logout();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'An unexpected error occurred.');
    }
    router.push('/');
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="max-w-48">
          <UserRound />
          <span className="truncate">{user.displayName || user.firstName || user.email}</span>
          <ChevronDown />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate">{user.email}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings /> Settings
          </Link>
        </DropdownMenuItem>
        {user.role === 'admin' ? (
          <DropdownMenuItem asChild>
            <Link href="/admin">
              <LayoutDashboard /> Admin Dashboard
            </Link>
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
