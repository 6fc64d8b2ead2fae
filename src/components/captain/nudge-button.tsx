'use client';

import { Send } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { AlertDialogPrompt } from '@/components/ui/dialog-shell';
import { useNudgeTeam } from '@/hooks/api/captain-team';
import type { NudgeInput } from '@/lib/validation/nudges';

type Props = {
  campaignId: number;
  kind: NudgeInput['kind'];
  /** How many people the nudge is for; with none the button is disabled. */
  count: number;
  label: string;
  title: string;
  description: string;
};

/** A nudge button with its confirmation; the toast reports what was sent and skipped. */
export function NudgeButton({ campaignId, kind, count, label, title, description }: Props) {
  const nudge = useNudgeTeam(campaignId, kind);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={count === 0 || nudge.isPending}>
          <Send aria-hidden="true" />
          {nudge.isPending ? 'Sending...' : label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogPrompt title={title} description={description}>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => nudge.mutate()}>Send</AlertDialogAction>
        </AlertDialogPrompt>
      </AlertDialogContent>
    </AlertDialog>
  );
}
