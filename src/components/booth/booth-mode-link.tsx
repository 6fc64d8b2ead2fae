import { Store } from 'lucide-react';
import { ToolLink } from '@/components/campaign-tools/tool-link';
import { adminBoothPath, captainBoothPath } from '@/lib/paths/booth';

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
    <ToolLink href={href} icon={Store} className={className}>
      Booth mode
    </ToolLink>
  );
}
