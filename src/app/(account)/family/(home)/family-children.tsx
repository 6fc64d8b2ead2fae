'use client';

import { ExternalLink } from 'lucide-react';
import { PaperEntryLink } from '@/components/paper-entry/paper-entry-link';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFamilyChildren } from '@/hooks/api/family';
import type { FundraiserSettingsJson } from '@/lib/contracts/account';
import type { UnpaidOrders } from '@/lib/contracts/balances';
import type { FamilyChild } from '@/lib/contracts/family';
import { formatCents, formatDate } from '@/lib/format';
import { ChildSettingsForm } from './child-settings-form';
import { ConsentForm } from './consent-form';

type Details = Record<number, { settings: FundraiserSettingsJson; unpaid: UnpaidOrders }>;

function ConsentStatus({ child, isPublic }: { child: FamilyChild; isPublic: boolean }) {
  if (!child.consent?.publicPage) return <Badge variant="secondary">Private until you give consent</Badge>;
  if (!isPublic) return <Badge variant="secondary">Consent given · page switched off</Badge>;
  return <Badge>Public page{child.consent.photo ? ' · photo shown' : ' · initials, no photo'}</Badge>;
}

function CreditedOrders({ unpaid }: { unpaid: UnpaidOrders }) {
  if (unpaid.totals.orderCount === 0) return <p className="text-sm text-muted-foreground">No unpaid orders.</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm">
        {unpaid.totals.orderCount} unpaid {unpaid.totals.orderCount === 1 ? 'order' : 'orders'} ·{' '}
        <strong>{formatCents(unpaid.totals.outstandingCents)}</strong> still owed
      </p>
      <ul className="divide-y rounded-lg border text-sm">
        {unpaid.orders.map((order) => (
          <li key={order.orderId} className="flex flex-wrap justify-between gap-2 p-3">
            <span>
              <span className="font-medium">{order.orderNumber}</span> · {order.customerName} ·{' '}
              {formatDate(order.createdAt)}
              <span className="block text-muted-foreground">{order.itemsSummary}</span>
            </span>
            <span className="font-medium">{formatCents(order.outstandingCents)} owed</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Each child: consent status, consent, page settings and the unpaid orders credited to them. */
export function FamilyChildren({
  initial,
  details,
  campaigns,
  origin,
}: {
  initial: FamilyChild[];
  details: Details;
  campaigns: Array<{ id: number; name: string }>;
  origin: string;
}) {
  const { data: children = initial } = useFamilyChildren(initial);
  if (children.length === 0)
    return (
      <div className="rounded-lg border border-dashed p-6 text-center">
        <p className="font-medium">No children yet</p>
        <p className="mt-1 text-sm text-muted-foreground">Add a child below, or accept a team’s family invitation.</p>
      </div>
    );
  return (
    <section aria-label="Your children" className="space-y-6">
      {children.map((child) => {
        const detail = details[child.id];
        const campaign = campaigns.find((entry) => entry.id === child.campaignId);
        const pageUrl = child.landingPageSlug ? `${origin}/fundraisers/${child.landingPageSlug}` : null;
        return (
          <Card key={child.id} role="region" aria-labelledby={`child-${child.id}`}>
            <CardHeader>
              <CardTitle id={`child-${child.id}`}>{child.publicName}</CardTitle>
              <CardDescription className="flex flex-wrap items-center gap-2">
                <ConsentStatus child={child} isPublic={detail?.settings.isPublic ?? false} />
                <span>{campaign ? campaign.name : child.campaignId ? 'In a campaign' : 'Not in a campaign yet'}</span>
              </CardDescription>
              {pageUrl ? (
                <a href={pageUrl} className="inline-flex items-center gap-1 text-sm break-all text-primary underline">
                  {pageUrl} <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              ) : null}
              {child.campaignId ? (
                <PaperEntryLink scope="family" campaignId={child.campaignId} className="mt-2 self-start" />
              ) : null}
            </CardHeader>
            <CardContent className="space-y-6">
              <ConsentForm child={child} />
              {detail ? (
                <details className="rounded-lg border p-3">
                  <summary className="cursor-pointer font-medium">{child.firstName}’s page settings</summary>
                  <div className="mt-4">
                    <ChildSettingsForm childId={child.id} firstName={child.firstName} settings={detail.settings} />
                  </div>
                </details>
              ) : null}
              <div>
                <h3 className="mb-2 font-medium">Orders credited to {child.firstName}</h3>
                {detail ? <CreditedOrders unpaid={detail.unpaid} /> : null}
              </div>
            </CardContent>
          </Card>
        );
      })}
    </section>
  );
}
