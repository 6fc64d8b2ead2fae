import { Store } from 'lucide-react';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { adminBoothPath, captainBoothPath } from '@/lib/paths/booth';
import { cn } from '@/lib/utils';

/** The way from a fulfilment sheet or the team page to a campaign's booth mode. Hidden in print. */
export function BoothModeLink({
  scope,
  campaignId,
  className,
}: {
  scope: 'admin' | 'captain';
  campaignId: number;
  className?: string;
}) {
  const href = scope === 'admin' ? adminBoothPath(campaignId) : captainBoothPath(campaignId);
  return (
    <Link href={href} className={cn(buttonVariants({ variant: 'outline' }), 'min-h-11 print:hidden', className)}>
      <Store aria-hidden="true" />
      Booth mode
    </Link>
  );
}
