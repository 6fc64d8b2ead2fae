'use client';

import { TriangleAlert } from 'lucide-react';
import { useAuth } from '@/components/auth/auth-provider';
import { Button } from '@/components/ui/button';

/**
 * Signed in as someone other than the invitee: accepting needs the invited account, so offer to log out. Two siblings
 * for the caller's stack.
 */
export function WrongAccountNotice({ signedInEmail, inviteeEmail }: { signedInEmail: string; inviteeEmail: string }) {
  const { logout } = useAuth();
  return (
    <>
      <div
        role="alert"
        className="flex items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
      >
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
        <p>
          You are signed in as <strong>{signedInEmail}</strong>, but this invitation was sent to{' '}
          <strong>{inviteeEmail}</strong>. Please log out to accept it with the invited account.
        </p>
      </div>
      <Button type="button" className="w-full" onClick={() => void logout()}>
        Logout
      </Button>
    </>
  );
}
