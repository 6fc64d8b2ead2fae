'use client';

import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useRequestNewInviteLink } from '@/hooks/api/invite-acceptance';

const NEW_LINK_FAILED = 'Failed to send a new link';

/**
 * Under "This link was replaced by a newer one": a fresh link, sent to the invited address only (never shown here).
 * What happened stays on the page (a live region), not in a toast that fades.
 */
export function RequestNewLink({ token }: { token: string }) {
  const request = useRequestNewInviteLink(NEW_LINK_FAILED);
  if (request.isSuccess) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        {request.data.message}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <Button type="button" disabled={request.isPending} onClick={() => request.mutate(token)}>
        {request.isPending ? 'Sending...' : 'Send me a new link'}
      </Button>
      <p aria-live="polite" className="text-sm font-medium text-destructive">
        {request.isError ? errorMessage(request.error, NEW_LINK_FAILED) : null}
      </p>
    </div>
  );
}
