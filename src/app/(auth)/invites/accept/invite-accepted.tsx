'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { FormSuccess } from '@/components/forms/form-success';
import { Button } from '@/components/ui/button';

const REDIRECT_DELAY_MS = 2000;

/** The invitation went through: say so, then take the new team member to the home page. */
export function InviteAccepted({ campaignName }: { campaignName: string }) {
  const router = useRouter();

  useEffect(() => {
    const timer = setTimeout(() => router.push('/'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [router]);

  return (
    <FormSuccess
      title="Invitation Accepted!"
      iconClassName="text-primary"
      action={
        <Button asChild variant="outline">
          <Link href="/">Go to the home page</Link>
        </Button>
      }
    >
      You are now part of the {campaignName} team. Taking you to the home page…
    </FormSuccess>
  );
}
