'use client';

import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMailOutbox, useRetryFailedMail } from '@/hooks/api/admin-mail-outbox';

/**
 * "N e-mails failed to send · Retry" on the Overview, only while some did (after every automatic retry). The first
 * few are listed with the mail server's last answer, so staff can tell a typo in an address from a server outage.
 */
export function FailedMailCard() {
  const outbox = useMailOutbox();
  const retry = useRetryFailedMail();
  const failed = outbox.data?.counts.failed ?? 0;
  if (failed === 0) return null;
  return (
    <section
      aria-labelledby="failed-mail-heading"
      className="mt-6 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <MailWarning aria-hidden className="size-5 text-destructive" />
        <h2 id="failed-mail-heading" className="font-sans text-base font-semibold">
          {failed.toLocaleString('en-US')} e-mail{failed === 1 ? '' : 's'} failed to send
        </h2>
        <Button size="sm" variant="outline" disabled={retry.isPending} onClick={() => retry.mutate()}>
          {retry.isPending ? 'Retrying…' : 'Retry'}
        </Button>
      </div>
      <ul className="mt-3 space-y-1 text-sm text-muted-foreground">
        {outbox.data?.failed.slice(0, 5).map((mail) => (
          <li key={mail.id} className="break-words">
            <span className="font-medium text-foreground">{mail.subject}</span> to {mail.recipient}
            {mail.lastError ? ` — ${mail.lastError}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
