'use client';

import { ChevronDown, LayoutDashboard, LogOut, Settings, UserRound, Users } from 'lucide-react';
import { useRouter } from 'next/navigation';
import type { AuthUser } from '@/components/auth/auth-provider';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** The signed-in user's menu. Loaded only for signed-in visitors (account-area.tsx), so guests never download it. */
export function AccountMenu({ user, onLogout }: { user: AuthUser; onLogout: () => void }) {
  const router = useRouter();
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
        <DropdownMenuItem onSelect={() => router.push('/family')}>
          <Users /> Family
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
