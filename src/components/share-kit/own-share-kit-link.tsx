'use client';

import dynamic from 'next/dynamic';
import { useAuth } from '@/components/auth/auth-provider';

// Its code loads only when the page's owner is looking: visitors download nothing more than this check.
const OwnShareKitButton = dynamic(() => import('./own-share-kit-button').then((module) => module.OwnShareKitButton), {
  ssr: false,
});

/**
 * "Your share kit" on a fundraiser's own public page (or a captain's campaign page). The page is cached for everyone,
 * so who is looking comes from the browser's session store (already read for the header): visitors get nothing,
 * and the page's HTML never changes with the viewer.
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
  return <OwnShareKitButton href={href} variant={variant} />;
}
