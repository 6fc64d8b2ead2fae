import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { OrderFormSheet } from '@/components/order-form/order-form-sheet';
import { loadSharedPage } from '@/server/share-kit/pages';
import { getShareKitUrls } from '@/server/share-kit/urls';

type Props = { params: Promise<{ campaignSlug: string }> };

const load = cache((param: string) => loadSharedPage('campaign', param));

// Cached like the page itself: rendered on the first visit, then served until the page's data changes.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load((await params).campaignSlug);
  if (!page) return { title: 'Order Form Not Found' };
  return { title: `Order form: support ${page.name}`, robots: { index: false } };
}

// GET /campaigns/{slug}/order-form: the printable paper order form (404 exactly when the page is).
export default async function CampaignOrderFormPage({ params }: Props) {
  const page = await load((await params).campaignSlug);
  if (!page) notFound();
  return <OrderFormSheet page={page} pageUrl={getShareKitUrls({ kind: 'campaign', slug: page.slug }).pageUrl} />;
}
