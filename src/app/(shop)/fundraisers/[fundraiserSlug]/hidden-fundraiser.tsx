import Link from 'next/link';
import { Button } from '@/components/ui/button';
import type { CampaignWayOn } from '@/server/db/queries/fundraiser-addresses';

export const HIDDEN_FUNDRAISER_TITLE = 'This Fundraiser Page Is Not Available';

/**
 * A fundraiser page that is not public (issue 26): no dead end, the way on to the campaign it raised money for when
 * that has a public page, or to the coffees. Nothing about the person: not even their name.
 */
export function HiddenFundraiser({ campaign }: { campaign: CampaignWayOn | null }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold text-balance">{HIDDEN_FUNDRAISER_TITLE}</h1>
      <p className="mt-3 text-muted-foreground">
        This fundraiser’s page is not public right now.{' '}
        {campaign ? (
          <>You can still support {campaign.name} from the campaign page.</>
        ) : (
          <>You can still enjoy our coffees.</>
        )}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {campaign ? (
          // A long campaign name wraps rather than widening a phone's screen.
          <Button asChild className="h-auto max-w-full py-2 whitespace-normal">
            <Link href={`/campaigns/${campaign.slug}`}>Visit the {campaign.name} page</Link>
          </Button>
        ) : null}
        <Button asChild variant={campaign ? 'outline' : 'default'}>
          <Link href="/products">Browse our coffees</Link>
        </Button>
      </div>
    </section>
  );
}
