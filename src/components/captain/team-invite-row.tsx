'use client';

import { RefreshCw, Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AlertDialogPrompt } from '@/components/ui/dialog-shell';
import type { TeamInvite } from '@/lib/contracts/captain-team';
import { useInviteAction } from '@/hooks/api/captain-team';
import { formatDate } from '@/lib/format';
import { inviteStatusLabel } from './invite-status';

/** A pending invitation: who, its status, when it was sent, and Resend or Delete (after a confirmation). */
export function TeamInviteRow({ campaignId, invite }: { campaignId: number; invite: TeamInvite }) {
  const resend = useInviteAction(campaignId, 'resend');
  const remove = useInviteAction(campaignId, 'delete');
  const busy = resend.isPending ? 'resend' : remove.isPending ? 'delete' : null;
  const run = (action: 'resend' | 'delete') => (action === 'resend' ? resend : remove).mutate(invite.id);

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
      <div>
        <p className="font-medium">{invite.inviteeName}</p>
        <p className="text-sm text-muted-foreground">{invite.inviteeEmail}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={invite.status === 'expired' || invite.status === 'declined' ? 'warning' : 'secondary'}>
          {inviteStatusLabel(invite.status)}
        </Badge>
        <span className="text-sm text-muted-foreground">Sent {formatDate(invite.sentAt)}</span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy !== null}
          onClick={() => void run('resend')}
          aria-label={`Resend invitation to ${invite.inviteeEmail}`}
        >
          <RefreshCw aria-hidden="true" />
          {busy === 'resend' ? 'Resending...' : 'Resend'}
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy !== null}
              aria-label={`Delete invitation to ${invite.inviteeEmail}`}
            >
              <Trash2 aria-hidden="true" />
              {busy === 'delete' ? 'Deleting...' : 'Delete'}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogPrompt
              title="Delete this invitation?"
              description={`The link sent to ${invite.inviteeEmail} will stop working. You can invite them again later.`}
            >
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={() => void run('delete')}>Delete</AlertDialogAction>
            </AlertDialogPrompt>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </li>
  );
}
