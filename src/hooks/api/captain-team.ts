'use client';

import { teamKeys } from './query-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import {
  captainTeamEndpoints as endpoints,
  type NudgeResult,
  type TeamInvite,
  type TeamMember,
} from '@/lib/contracts/captain-team';
import type { InviteMembersFormValues } from '@/lib/forms/invite-members-form';
import type { NudgeInput } from '@/lib/validation/nudges';
import { refetchAfter, refetchKeys } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

export function useTeamInvites(campaignId: number, initialData?: TeamInvite[]) {
  return useQuery({
    queryKey: teamKeys.invites(campaignId),
    queryFn: () =>
      callEndpoint(endpoints.invites, {
        query: { campaignId },
        fallbackError: 'Failed to fetch team invites',
      }).then((data) => data.invites),
    initialData,
  });
}

export function useTeamMembers(campaignId: number, initialData?: TeamMember[]) {
  return useQuery({
    queryKey: teamKeys.members(campaignId),
    queryFn: () =>
      callEndpoint(endpoints.members, {
        query: { campaignId },
        fallbackError: 'Failed to fetch team members',
      }).then((data) => data.members),
    initialData,
  });
}

/** Sends invitations; the dialog reads the counts and toasts them (spec section 8), so errors are its to show. */
export function useInviteMembers(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invites }: InviteMembersFormValues) =>
      callEndpoint(endpoints.inviteMembers, {
        body: { campaignId, invites },
        fallbackError: 'Failed to send invitations',
      }),
    onSettled: () => refetchKeys(queryClient, refetchAfter.teamChange(campaignId)),
  });
}

export function useInviteAction(campaignId: number, action: 'resend' | 'delete') {
  const fallbackError = action === 'resend' ? 'Failed to resend invitation' : 'Failed to delete invitation';
  return useToastMutation({
    mutationFn: (inviteId: number) =>
      callEndpoint(action === 'resend' ? endpoints.resendInvite : endpoints.deleteInvite, {
        body: { inviteId },
        fallbackError,
      }),
    success: action === 'resend' ? 'Invitation resent successfully.' : 'Invitation deleted successfully.',
    fallbackError,
    invalidates: refetchAfter.inviteChange(campaignId),
  });
}

/** "2 reminders sent, 1 skipped …": the counts a nudge answers, as its toast says them. */
export function nudgeSummary(kind: NudgeInput['kind'], { sent, skipped, failed }: NudgeResult) {
  const noun = kind === 'pending-invites' ? 'reminder' : 'nudge';
  const parts = [`${sent} ${noun}${sent === 1 ? '' : 's'} sent`, `${skipped} skipped`];
  if (failed > 0) parts.push(`${failed} failed`);
  return parts.join(', ');
}

/** Reminds pending invitees or nudges members without sales; the toast gives the counts. */
export function useNudgeTeam(campaignId: number, kind: NudgeInput['kind']) {
  return useToastMutation({
    mutationFn: () =>
      callEndpoint(endpoints.nudge, {
        body: { campaignId, kind },
        fallbackError: 'Failed to send nudges',
      }),
    success: (result) => `${nudgeSummary(kind, result)}.`,
    fallbackError: 'Failed to send nudges',
    invalidates: refetchAfter.teamChange(campaignId),
  });
}
