'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { FormSuccess } from '@/components/forms/form-success';
import { Button } from '@/components/ui/button';

const REDIRECT_DELAY_MS = 2000;

/**
 * The invitation went through: say so, then take the new team member to the home page (a parent who accepted for a
 * child: to their Family page, where the child's page and consent are).
 */
export function InviteAccepted({
  campaignName,
  childFirstName = null,
}: {
  campaignName: string;
  childFirstName?: string | null;
}) {
  const router = useRouter();
  const next = childFirstName ? '/family' : '/';

  useEffect(() => {
    const timer = setTimeout(() => router.push(next), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [router, next]);

  return (
    <FormSuccess
      title="Invitation Accepted!"
      iconClassName="text-primary"
      action={
        <Button asChild variant="outline">
          <Link href={next}>{childFirstName ? 'Go to your Family page' : 'Go to the home page'}</Link>
        </Button>
      }
    >
      {childFirstName
        ? `${childFirstName} is now part of the ${campaignName} team. Taking you to your Family page…`
        : `You are now part of the ${campaignName} team. Taking you to the home page…`}
    </FormSuccess>
  );
}
