import { QrCode, Receipt, Share2, Users } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PaperEntryLink } from '@/components/paper-entry/paper-entry-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getEnv } from '@/env';
import { gatePage } from '@/server/auth/page-gate';
import { getPageCampaignPrivacyMode } from '@/server/db/queries/account-privacy';
import { countOrderSourcesForFundraiser } from '@/server/db/queries/order-sources';
import { getActiveCampaignNameForFundraiser } from '@/server/db/queries/share-kit';
import { listUnpaidOrdersForFundraiser } from '@/server/db/queries/unpaid-orders';
import {
  listOwnFundraiserPages,
  readDefaultPageCampaignId,
  readFundraiserSettings,
  userJson,
} from '@/server/reads/account';
import { readManagedCampaigns } from '@/server/reads/captain-team';
import { readFundraiserPage } from '@/server/cache/public-reads';
import { fundraiserSharePlan } from '@/server/share-kit/plan';
import { CampaignLinksList } from './campaign-links-list';
import { FundraiserSettingsCard } from './fundraiser-settings-card';
import { OrderSourcesCard } from './order-sources-card';
import { PagePicker } from './page-picker';
import { ProfileForm } from './profile-form';
import { ShareKitCard } from './share-kit-card';
import { UnpaidOrdersCard } from './unpaid-orders-card';

export const metadata: Metadata = {
  title: 'Profile & Settings',
  description: 'Your Steam & Grind profile and fundraiser settings.',
  robots: { index: false },
};

export default async function SettingsPage({ searchParams }: { searchParams: Promise<{ campaign?: string }> }) {
  const gate = await gatePage('/settings');
  const { user } = gate;
  const isCaptain = user.role === 'fundraiser_captain' || user.role === 'admin';
  const origin = getEnv().APP_URL;
  const campaigns = isCaptain ? await readManagedCampaigns({ userId: user.id, role: user.role }) : [];
  // Issue 27: which of the person's pages is edited (?campaign=<id> of a campaign they have a page in, else the
  // default page, as GET /_api/users/settings picks it).
  const { campaign: asked } = await searchParams;
  const pages = await listOwnFundraiserPages(user.id);
  const chosen = pages.find((page) => page.campaignId !== null && String(page.campaignId) === asked)?.campaignId;
  const selected = chosen ?? (await readDefaultPageCampaignId(user.id));
  const campaignId = chosen ?? undefined;
  const [settings, unpaid, sources, shareCampaignName, privacyMode] = await Promise.all([
    readFundraiserSettings(user.id, { campaignId }),
    listUnpaidOrdersForFundraiser({ userId: user.id }),
    countOrderSourcesForFundraiser({ userId: user.id }),
    campaigns.length > 0 ? null : getActiveCampaignNameForFundraiser({ userId: user.id }),
    getPageCampaignPrivacyMode({ userId: user.id }),
  ]);
  // A chosen page speaks for its own campaign (the share messages' campaign, the form's privacy hints).
  const chosenPage = pages.find((page) => page.campaignId === chosen);
  const pageCampaignName = chosenPage ? chosenPage.campaignName : shareCampaignName;
  const pagePrivacyMode = chosenPage ? chosenPage.privacyMode : privacyMode;
  const sharedSlug = campaigns.length === 0 && settings.isPublic ? settings.landingPageSlug : null;
  const [sharePlan, sharedPage] = sharedSlug
    ? await Promise.all([fundraiserSharePlan(sharedSlug), readFundraiserPage(sharedSlug)])
    : [null, null];
  return (
    // wrap-anywhere: a buyer's or campaign's name without spaces wraps instead of widening the page (issue 26).
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 wrap-anywhere sm:px-6 lg:py-14">
      <header>
        <h1 className="text-4xl font-semibold">Profile &amp; Settings</h1>
        <p className="mt-2 text-muted-foreground">Signed in as {user.email}</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>How you appear on your fundraiser page and to your team.</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileForm user={userJson(user)} childrensCampaign={pagePrivacyMode === 'minors'} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Fundraiser Settings</CardTitle>
          <CardDescription>
            {campaigns.length > 0
              ? 'Share your campaign pages with supporters.'
              : 'Your personal fundraiser page: what supporters see and the goal you are raising towards.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {campaigns.length > 0 ? (
            <CampaignLinksList
              campaigns={campaigns.map(({ id, name, slug }) => ({ id, name, slug }))}
              origin={origin}
            />
          ) : (
            <>
              {pages.length > 1 ? <PagePicker pages={pages} selected={selected} /> : null}
              <FundraiserSettingsCard
                key={campaignId ?? 'default'}
                initial={settings}
                origin={origin}
                campaignId={campaignId}
              />
              {selected ? <PaperEntryLink scope="family" campaignId={selected} className="mt-5" /> : null}
            </>
          )}
        </CardContent>
      </Card>
      {campaigns.length === 0 ? (
        <Card id="share-kit" className="scroll-mt-24">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <QrCode className="size-5 text-primary" aria-hidden="true" /> Share Kit
            </CardTitle>
            <CardDescription>Your QR code, a printable flyer and messages ready to send.</CardDescription>
          </CardHeader>
          <CardContent>
            <ShareKitCard
              key={campaignId ?? 'default'}
              campaignId={campaignId}
              initial={settings}
              origin={origin}
              // Messages others receive name them as their page does (issue 27: public name, goal hidden with amounts).
              name={sharedPage?.fundraiser.displayName ?? user.displayName}
              showGoal={sharedPage?.campaign?.showSellerAmounts !== false}
              campaignName={pageCampaignName}
              plan={sharePlan}
            />
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Receipt className="size-5 text-primary" aria-hidden="true" /> Unpaid Orders
          </CardTitle>
          <CardDescription>
            Orders credited to you that buyers still owe money for. Each buyer&rsquo;s order page and e-mail tell them
            how and when to pay; if a buyer hands you cash or a check, record it here so your captain sees it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <UnpaidOrdersCard initial={unpaid} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Share2 className="size-5 text-primary" aria-hidden="true" /> Where Your Supporters Come From
          </CardTitle>
          <CardDescription>
            Orders credited to you, by how the buyer found you (cancelled orders left out).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <OrderSourcesCard counts={sources} />
        </CardContent>
      </Card>
      {isCaptain ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Users className="size-5 text-primary" aria-hidden="true" /> Team Management
            </CardTitle>
            <CardDescription>See your campaigns and the fundraisers on your team.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link href="/captain/team-management">Manage your team</Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
