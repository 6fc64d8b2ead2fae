import { QrCode } from 'lucide-react';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { adminMeetupPath, captainMeetupPath } from '@/lib/paths/meetup';
import { cn } from '@/lib/utils';

/**
 * The way from a fulfilment sheet (or any campaign page) to its meetup mode: `<MeetupModeLink scope="captain"
 * campaignId={id} />`. Hidden in print.
 */
export function MeetupModeLink({
  scope,
  campaignId,
  className,
}: {
  scope: 'admin' | 'captain';
  campaignId: number;
  className?: string;
}) {
  const href = scope === 'admin' ? adminMeetupPath(campaignId) : captainMeetupPath(campaignId);
  return (
    <Link href={href} className={cn(buttonVariants({ variant: 'outline' }), 'min-h-11 print:hidden', className)}>
      <QrCode aria-hidden="true" />
      Meetup mode
    </Link>
  );
}
