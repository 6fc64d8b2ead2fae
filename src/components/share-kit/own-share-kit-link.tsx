'use client';

import { QrCode } from 'lucide-react';
import Link from 'next/link';
import { useAuth } from '@/components/auth/auth-provider';
import { Button } from '@/components/ui/button';

/**
 * "Your share kit" on a fundraiser's own public page (or a captain's campaign page). The page is cached for everyone, so who is looking comes from
 * the browser's session store (already read for the header): visitors get nothing, and the page's HTML never
 * changes with the viewer.
 */
export function OwnShareKitLink({
  ownerId,
  href,
  variant = 'secondary',
}: {
  ownerId: number | null;
  href: string;
  variant?: 'secondary' | 'cream';
}) {
  const { user } = useAuth();
  if (!user || user.id !== ownerId) return null;
  return (
    <Button asChild variant={variant} size="sm">
      <Link href={href} prefetch={false}>
        <QrCode aria-hidden="true" />
        Your share kit
      </Link>
    </Button>
  );
}
