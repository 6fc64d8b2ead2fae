'use client';

import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useAcceptInvite as useAcceptInviteCall, type AcceptInviteBody } from '@/hooks/api/invite-acceptance';

export const ACCEPT_FAILED = 'Failed to accept invitation';

/** What accepting adds to the token: a password to sign in with, or a whole new account. */
export type AcceptDetails = Omit<AcceptInviteBody, 'token'>;

/** Accepts the invitation behind `token`; `accepted` turns true (with a toast) once the server took it. */
export function useAcceptInvite(token: string) {
  const call = useAcceptInviteCall(ACCEPT_FAILED);
  const [accepted, setAccepted] = useState(false);
  const accept = async (details: AcceptDetails = {}) => {
    await call.mutateAsync({ token, ...details });
    setAccepted(true);
    toast.success('Invitation accepted successfully!');
  };
  return { accepted, accept };
}
