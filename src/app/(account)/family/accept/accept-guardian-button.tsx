'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { useAcceptGuardian } from '@/hooks/api/family';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Accepts the invitation for the signed-in account, then opens the Family page. */
export function AcceptGuardianButton({ token }: { token: string }) {
  const accept = useAcceptGuardian();
  const router = useRouter();
  return (
    <div className="space-y-3">
      {accept.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(accept.error, 'Failed to accept the invitation')}
        </p>
      ) : null}
      <Button
        type="button"
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(
            { token },
            {
              onSuccess: ({ children }) => {
                toast.success(`You are now a guardian of ${children} ${children === 1 ? 'child' : 'children'}.`);
                router.push('/family');
              },
            },
          )
        }
      >
        {accept.isPending ? 'Accepting...' : 'Accept invitation'}
      </Button>
    </div>
  );
}
