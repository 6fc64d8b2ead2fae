import { QrCode } from 'lucide-react';
import { ToolLink } from '@/components/campaign-tools/tool-link';
import { adminMeetupPath, captainMeetupPath } from '@/lib/paths/meetup';

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
    <ToolLink href={href} icon={QrCode} className={className}>
      Meetup mode
    </ToolLink>
  );
}
