'use client';

import { useMutation } from '@tanstack/react-query';
import { setSessionUser } from '@/hooks/session-store';
import { callEndpoint } from '@/lib/api-client';
import type { BodyInput } from '@/lib/contracts/endpoint';
import { inviteEndpoints } from '@/lib/contracts/invites';

export type AcceptInviteBody = BodyInput<typeof inviteEndpoints.accept>;

/** Accepts an invitation; the invitee is signed in by the answer, so the session store takes the user at once. */
export function useAcceptInvite(fallbackError: string) {
  return useMutation({
    mutationFn: (body: AcceptInviteBody) => callEndpoint(inviteEndpoints.accept, { body, fallbackError }),
    onSuccess: ({ user }) => setSessionUser(user),
  });
}

/** Asks for a fresh link from a replaced one; the server sends it to the invited address and says so. */
export function useRequestNewInviteLink(fallbackError: string) {
  return useMutation({
    mutationFn: (token: string) => callEndpoint(inviteEndpoints.newLink, { body: { token }, fallbackError }),
  });
}
