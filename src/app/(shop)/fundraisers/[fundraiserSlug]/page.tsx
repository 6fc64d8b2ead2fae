import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { LazyCartAndCheckout } from '@/components/cart/lazy-cart-and-checkout';
import { CopyLinkButton } from '@/components/fundraising/copy-link-button';
import { FundraiserAvatar } from '@/components/fundraising/fundraiser-avatar';
import { ProgressBar } from '@/components/fundraising/progress-bar';
import { TeamRaised } from '@/components/fundraising/team-share';
import { QrArrival } from '@/components/fundraising/qr-arrival';
import { ProductGrid } from '@/components/products/product-grid';
import { OrdersClosedNotice, PlanBlock } from '@/components/plan-public/plan-block';
import { planClosed } from '@/components/plan-public/plan-words';
import { OwnShareKitLink } from '@/components/share-kit/own-share-kit-link';
import { formatCents, formatCentsWhole } from '@/lib/format';
import { progressPercent } from '@/lib/fundraising-progress';
import { ordersClosedMessage } from '@/lib/plan/deadline';
import {
  readCampaignBagsLeft,
  readCampaignPickupOptions,
  readCampaignWayOn,
  readFundraiserAddressFate,
  readFundraiserPage,
} from '@/server/cache/public-reads';
import { parseSlugParam } from '@/lib/validation/common';
import { shareCardMetadata } from '@/server/share-kit/metadata';
import { HIDDEN_FUNDRAISER_TITLE, HiddenFundraiser } from './hidden-fundraiser';

type Props = { params: Promise<{ fundraiserSlug: string }> };

/**
 * The page, or what its address leads to otherwise: an earlier address redirects (308) to the current one, a page
 * that is not public offers its campaign, anything else is not found. Anything that cannot be a slug is simply not
 * found (and never reaches the database). Each answer is cached for the path under the page's tags.
 */
const load = cache(async (param: string) => {
  const slug = parseSlugParam(param);
  if (!slug) return null;
  const details = await readFundraiserPage(slug);
  if (details) return { kind: 'page' as const, details };
  return readFundraiserAddressFate(slug);
});

// None is rendered at build (there is no database there); each is rendered on its first visit, then served from the
// cache until an admin or fundraiser change or an order invalidates it (src/server/cache/public-tags.ts).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load((await params).fundraiserSlug);
  if (!loaded) return { title: 'Fundraiser Not Found', description: 'This fundraiser page does not exist.' };
  if (loaded.kind === 'hidden') return { title: HIDDEN_FUNDRAISER_TITLE, robots: { index: false } };
  // The page itself redirects (once: a second redirect here would repeat the Location header).
  if (loaded.kind === 'moved') return {};
  const { fundraiser, campaign } = loaded.details;
  // The public name (issue 27); a person in a minors campaign is kept out of search engines (and the sitemap).
  const title = `Support ${fundraiser.displayName}`;
  const description = campaign
    ? `Buy Steam & Grind coffee to support ${fundraiser.displayName} in ${campaign.name}.`
    : `${fundraiser.displayName}'s coffee fundraiser.`;
  return {
    title,
    description,
    ...shareCardMetadata({ kind: 'fundraiser', slug: fundraiser.landingPageSlug!, title, description }),
    ...(fundraiser.privacyMode === 'minors' ? { robots: { index: false } } : {}),
  };
}

export default async function FundraiserPage({ params }: Props) {
  const slug = (await params).fundraiserSlug;
  const loaded = await load(slug);
  if (!loaded) notFound();
  if (loaded.kind === 'moved') permanentRedirect(`/fundraisers/${loaded.to}`);
  if (loaded.kind === 'hidden') return <HiddenFundraiser campaign={loaded.campaign} />;
  const { fundraiser, campaign, products, totalCollectedCents, teamShare } = loaded.details;
  const goal = fundraiser.goalAmountCents ?? 0;
  const percent = progressPercent(totalCollectedCents, goal);
  // Issue 27: a campaign may hide what each fundraiser raised; the page then shows only the share of the goal.
  const showAmounts = campaign?.showSellerAmounts ?? true;
  const firstName = fundraiser.firstName || fundraiser.displayName;
  // "Days left" is computed at render: a cached page is at most a refresh old (docs/decisions/public-plan-block.md).
  const now = new Date();
  const closed = campaign ? planClosed(campaign, now) : false;
  const sells = campaign !== null && products.length > 0 && !closed;
  const bagsLeft = sells ? await readCampaignBagsLeft(campaign.id) : {};
  const pickupOptions = campaign?.slug ? await readCampaignPickupOptions(campaign.slug) : [];
  // The page's campaign ended or they left it: the way on to the campaign the page raised money for.
  const wayOn = campaign ? null : await readCampaignWayOn(fundraiser.pageId);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <header className="grid gap-8 rounded-3xl border bg-card p-6 shadow-sm sm:p-10 md:grid-cols-[auto_1fr] md:items-center">
        <FundraiserAvatar
          name={fundraiser.displayName}
          src={fundraiser.avatarUrl}
          size={128}
          className="border-4 border-secondary"
        />
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-4xl font-semibold">{fundraiser.displayName}</h1>
            <div className="flex flex-wrap gap-2">
              <OwnShareKitLink ownerId={fundraiser.userId} href="/settings#share-kit" />
              <CopyLinkButton path={`/fundraisers/${fundraiser.landingPageSlug}`} />
            </div>
          </div>
          {campaign ? (
            <p className="text-lg font-medium text-primary">
              Fundraising for{' '}
              {campaign.slug ? (
                <Link
                  href={`/campaigns/${campaign.slug}`}
                  className="underline underline-offset-4 hover:text-primary/80"
                >
                  {campaign.name}
                </Link>
              ) : (
                campaign.name
              )}
            </p>
          ) : null}
          {fundraiser.description ? <p className="text-muted-foreground">{fundraiser.description}</p> : null}
          {fundraiser.customMessage ? (
            <blockquote className="border-l-4 border-primary/60 pl-4 font-serif text-xl font-semibold italic">
              “{fundraiser.customMessage}”
            </blockquote>
          ) : null}
          <div className="space-y-2 pt-2">
            {showAmounts ? (
              <p className="text-sm text-muted-foreground">
                <span className="text-2xl font-semibold text-foreground tabular-nums">
                  {formatCents(totalCollectedCents)}
                </span>{' '}
                raised
                {goal > 0 ? <> of a {formatCentsWhole(goal)} goal</> : null}
              </p>
            ) : goal > 0 ? (
              <p className="text-sm text-muted-foreground">
                <span className="text-2xl font-semibold text-foreground tabular-nums">{percent}%</span> of the goal
              </p>
            ) : null}
            {showAmounts && teamShare ? (
              <p className="text-muted-foreground">
                <TeamRaised cents={teamShare.teamRaisedCents} />
              </p>
            ) : null}
            {goal > 0 ? <ProgressBar percent={percent} label="Fundraising progress" /> : null}
          </div>
        </div>
      </header>

      {campaign ? (
        <PlanBlock
          className="mt-6"
          now={now}
          plan={{
            orderDeadline: campaign.orderDeadline,
            paymentInstructions: campaign.paymentInstructions,
            pickupOptions,
            roastDate: campaign.roastDate,
          }}
        />
      ) : null}

      <div className="mt-12 grid items-start gap-8 lg:grid-cols-[1fr_22rem] xl:grid-cols-[1fr_24rem]">
        <section aria-labelledby="support-heading">
          <h2 id="support-heading" className="mb-6 text-3xl font-semibold">
            {closed ? `Thank you for supporting ${firstName}` : `Support ${firstName} by purchasing these products`}
          </h2>
          {campaign && closed && campaign.orderDeadline ? (
            <OrdersClosedNotice message={ordersClosedMessage(campaign.name, campaign.orderDeadline)} />
          ) : campaign && sells ? (
            <ProductGrid
              products={products}
              withAddToCart
              campaignId={campaign.id}
              // Below the header: off screen on a phone, so no image competes with the page's first paint.
              priorityImages={0}
              emptyText=""
              teamShare={teamShare ? { perBagCents: teamShare.perBagCents, team: campaign.name } : null}
              bagsLeft={bagsLeft}
            />
          ) : (
            <div className="rounded-2xl border border-dashed p-10 text-center text-muted-foreground">
              <p>There are no products available for this fundraiser at the moment.</p>
              {wayOn ? (
                <p className="mt-3">
                  See how{' '}
                  <Link
                    href={`/campaigns/${wayOn.slug}`}
                    className="font-medium text-primary underline underline-offset-4 hover:text-primary/80"
                  >
                    {wayOn.name}
                  </Link>{' '}
                  is doing, or{' '}
                  <Link href="/products" className="font-medium text-primary underline underline-offset-4">
                    browse our coffees
                  </Link>
                  .
                </p>
              ) : (
                <p className="mt-3">
                  <Link href="/products" className="font-medium text-primary underline underline-offset-4">
                    Browse our coffees
                  </Link>
                </p>
              )}
            </div>
          )}
        </section>
        {campaign && sells ? (
          <aside aria-label="Cart and checkout" className="min-w-0 space-y-6 lg:sticky lg:top-24">
            <LazyCartAndCheckout campaignId={campaign.id} subAccountId={fundraiser.userId} sourcePage="fundraiser" />
            <QrArrival
              campaignId={campaign.id}
              subAccountId={fundraiser.userId}
              pick={{
                name: fundraiser.displayName,
                campaignPath: campaign.slug ? `/campaigns/${campaign.slug}` : undefined,
              }}
            />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
