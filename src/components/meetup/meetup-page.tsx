import 'server-only';
import { notFound } from 'next/navigation';
import type { MeetupPickupOption } from '@/lib/contracts/meetup';
import { adminFulfilmentPath, captainFulfilmentPath } from '@/lib/paths/fulfilment';
import { adminMeetupPath, captainMeetupPath } from '@/lib/paths/meetup';
import { parseCampaignIdSegment } from '@/lib/validation/campaign-fulfilment';
import { gatePage } from '@/server/auth/page-gate';
import { getManagedCampaign } from '@/server/db/queries/campaign-access';
import { readMeetupPickupOptions } from '@/server/reads/meetup';
import { PaperEntryLink } from '@/components/paper-entry/paper-entry-link';
import { MeetupMode } from './meetup-mode';

/** The option a meetup is most likely about now: the one under way, else the next to start, else the last. */
function currentOption(options: MeetupPickupOption[]): number | null {
  const now = Date.now();
  const running = options.find((o) => Date.parse(o.startsAt) <= now && now < Date.parse(o.endsAt));
  const next = options.find((o) => Date.parse(o.startsAt) > now);
  return (running ?? next ?? options.at(-1))?.id ?? null;
}

const SCOPES = {
  admin: { area: '/admin', meetupPath: adminMeetupPath, sheetPath: adminFulfilmentPath, fallback: '/admin' },
  captain: {
    area: '/captain/campaigns',
    meetupPath: captainMeetupPath,
    sheetPath: captainFulfilmentPath,
    fallback: '/captain/team-management',
  },
} as const;

/**
 * The page of /admin/campaigns/[id]/meetup and /captain/campaigns/[id]/meetup: it gates itself, and a campaign the
 * user does not manage is a 404 like an unknown one; the client component does the rest.
 */
export async function MeetupPage({ segment, scope }: { segment: string; scope: 'admin' | 'captain' }) {
  const { area, meetupPath, sheetPath, fallback } = SCOPES[scope];
  const id = parseCampaignIdSegment(segment);
  const { user } = await gatePage(area, id ? meetupPath(id) : fallback);
  const campaign =
    id === null ? null : await getManagedCampaign({ campaignId: id, manager: { userId: user.id, role: user.role } });
  if (!campaign) notFound();
  const options = await readMeetupPickupOptions(campaign.id);
  return (
    <>
      <MeetupMode
        campaign={{ id: campaign.id, name: campaign.name }}
        options={options}
        initialOptionId={currentOption(options)}
        back={{ href: sheetPath(campaign.id), label: 'Back to the fulfilment sheet' }}
      />
      {/* Paper forms are handed over at meetups too. */}
      <div className="mx-auto w-full max-w-xl px-4 pb-8">
        <PaperEntryLink scope={scope} campaignId={campaign.id} />
      </div>
    </>
  );
}
