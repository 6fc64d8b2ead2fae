import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { QrArrival } from '@/components/fundraising/qr-arrival';
import { ProductGrid } from '@/components/products/product-grid';
import { OrdersClosedNotice, PlanBlock } from '@/components/plan-public/plan-block';
import { planClosed } from '@/components/plan-public/plan-words';
import { OwnShareKitLink } from '@/components/share-kit/own-share-kit-link';
import { ordersClosedMessage } from '@/lib/plan/deadline';
import {
  readCampaignBagsLeft,
  readCampaignBoard,
  readCampaignPickupOptions,
  readCampaignProducts,
  readCampaignTeamSharePerBag,
} from '@/server/cache/public-reads';
import { parseSlugParam } from '@/lib/validation/common';
import { CampaignHeader } from './campaign-header';
import { LazyCampaignCart, LazySupporterPicker } from './lazy-shop';
import { rankedCards } from './fundraiser-card-parts';
import { RankedFundraisers } from './ranked-fundraisers';
import { shareCardMetadata } from '@/server/share-kit/metadata';

type Props = { params: Promise<{ campaignSlug: string }> };

// Anything that cannot be a slug is simply not found (and never reaches the database).
const load = cache(async (param: string) => {
  const slug = parseSlugParam(param);
  return slug ? readCampaignBoard(slug) : null;
});

// None is rendered at build (there is no database there); each is rendered on its first visit, then served from the
// cache until an admin or fundraiser change or an order invalidates it (src/server/cache/public-tags.ts). One page
// serves every ?rankBy= (the browser re-sorts) and ?src=qr (the browser remembers it): the server reads no query.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const board = await load((await params).campaignSlug);
  if (!board) return { title: 'Campaign Not Found', description: 'This fundraising campaign does not exist.' };
  const title = `${board.campaign.name} Leaderboard`;
  const description = board.campaign.description ?? `Support ${board.campaign.name} with Steam & Grind coffee.`;
  return {
    title,
    description,
    ...shareCardMetadata({ kind: 'campaign', slug: board.campaign.slug!, title, description }),
  };
}

export default async function CampaignLeaderboardPage({ params }: Props) {
  const board = await load((await params).campaignSlug);
  if (!board) notFound();
  const { campaign, leaderboard } = board;
  // "Days left" is computed at render: a cached page is at most a refresh old (docs/decisions/public-plan-block.md).
  const now = new Date();
  const closed = planClosed(campaign, now);
  // An inactive campaign keeps its leaderboard but sells nothing (as its fundraisers' pages); nor does one whose
  // orders have closed: it says so where the coffees were.
  const products = campaign.isActive && !closed ? await readCampaignProducts(campaign.id) : [];
  const sells = products.length > 0;
  const bagsLeft = sells ? await readCampaignBagsLeft(campaign.id) : {};
  const pickupOptions = campaign.isActive && campaign.slug ? await readCampaignPickupOptions(campaign.slug) : [];
  const teamShare =
    sells && board.teamShare
      ? { perBagCents: await readCampaignTeamSharePerBag(campaign.id), team: campaign.name }
      : null;
  // The picker offers everyone with a public page, by public name: those on the leaderboard, then those who stay off
  // it (issue 27: their page still sells and credits, and so does a pick of them here).
  const fundraisers = [...leaderboard, ...board.offBoard].map(({ userId, displayName }) => ({ userId, displayName }));
  const { cards, orders, offered } = rankedCards(leaderboard, campaign.showSellerAmounts);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-14">
      <CampaignHeader
        campaign={campaign}
        totalRaisedCents={board.totalRaisedCents}
        totalBags={board.totalBags}
        totalSupporters={board.totalSupporters}
        activeFundraisers={leaderboard.length}
        teamRaisedCents={board.teamShare?.teamRaisedCents ?? null}
        shopAnchor={sells ? '#support' : null}
        ownerShareKit={
          <OwnShareKitLink
            ownerId={campaign.captainId}
            href={`/captain/team-management?campaign=${campaign.id}#share-kit`}
            variant="cream"
          />
        }
      />

      {campaign.isActive && closed && campaign.orderDeadline ? (
        <OrdersClosedNotice className="mt-6" message={ordersClosedMessage(campaign.name, campaign.orderDeadline)} />
      ) : null}
      {campaign.isActive ? (
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

      <section aria-labelledby="ranking-heading" className="mt-10">
        <h2 id="ranking-heading" className="text-3xl font-semibold">
          Fundraisers
        </h2>
        {leaderboard.length === 0 ? (
          <p className="mt-6 rounded-2xl border border-dashed p-10 text-center text-muted-foreground">
            No active fundraisers have joined this campaign yet.
          </p>
        ) : (
          <RankedFundraisers cards={cards} orders={orders} offered={offered} />
        )}
      </section>

      {sells ? (
        <section id="support" aria-labelledby="support-heading" className="mt-14 scroll-mt-24">
          <h2 id="support-heading" className="text-3xl font-semibold">
            Buy coffee for {campaign.name}
          </h2>
          <div className="mt-6 grid items-start gap-8 lg:grid-cols-[1fr_22rem] xl:grid-cols-[1fr_24rem]">
            <div className="min-w-0 space-y-8">
              <div id="supporter-picker" className="scroll-mt-24 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
                <LazySupporterPicker
                  campaignId={campaign.id}
                  campaignName={campaign.name}
                  campaignPath={`/campaigns/${campaign.slug}`}
                  fundraisers={fundraisers}
                />
              </div>
              <ProductGrid
                products={products}
                withAddToCart
                campaignId={campaign.id}
                emptyText=""
                priorityImages={0}
                teamShare={teamShare}
                bagsLeft={bagsLeft}
              />
            </div>
            <aside aria-label="Cart and checkout" className="min-w-0 space-y-6 lg:sticky lg:top-24">
              <LazyCampaignCart campaignId={campaign.id} fundraisers={fundraisers} />
            </aside>
          </div>
        </section>
      ) : null}
      {campaign.isActive && !closed ? <QrArrival campaignId={campaign.id} subAccountId={null} /> : null}
    </div>
  );
}
