'use client';

import { useState } from 'react';
import { FormError } from '@/components/auth/form-error';
import { useServerError } from '@/components/forms/use-server-submit';
import { Button } from '@/components/ui/button';
import { ACCEPT_FAILED } from './use-accept-invite';

/** Signed in as the invitee already: one button accepts. */
export function SignedInAccept({ onAccept }: { onAccept: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const { error, attempt } = useServerError({ fallback: ACCEPT_FAILED });
  const accept = () => {
    setPending(true);
    // On success the page moves on, so the button stays busy.
    attempt(onAccept).catch(() => setPending(false));
  };
  return (
    <div className="space-y-5">
      <FormError message={error} />
      <Button type="button" size="lg" className="w-full" disabled={pending} onClick={accept}>
        {pending ? 'Accepting...' : 'Accept Invitation'}
      </Button>
    </div>
  );
}
