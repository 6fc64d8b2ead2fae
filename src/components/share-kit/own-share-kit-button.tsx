'use client';

import { QrCode } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';

/** The link itself, loaded only for the page's owner (own-share-kit-link.tsx). */
export function OwnShareKitButton({ href, variant }: { href: string; variant: 'secondary' | 'cream' }) {
  return (
    <Button asChild variant={variant} size="sm">
      <Link href={href} prefetch={false}>
        <QrCode aria-hidden="true" />
        Your share kit
      </Link>
    </Button>
  );
}
