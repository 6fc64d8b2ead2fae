import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { OrderFormSheet } from '@/components/order-form/order-form-sheet';
import { movedFundraiserTarget } from '@/server/reads/fundraiser-address';
import { loadSharedPage } from '@/server/share-kit/pages';
import { getShareKitUrls } from '@/server/share-kit/urls';

type Props = { params: Promise<{ fundraiserSlug: string }> };

const load = cache((param: string) => loadSharedPage('fundraiser', param));

// Cached like the page itself: rendered on the first visit, then served until the page's data changes.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load((await params).fundraiserSlug);
  if (!page) return { title: 'Order Form Not Found' };
  return { title: `Order form: support ${page.name}`, robots: { index: false } };
}

// GET /fundraisers/{slug}/order-form: the printable paper order form (404 exactly when the page is).
export default async function FundraiserOrderFormPage({ params }: Props) {
  const param = (await params).fundraiserSlug;
  const page = await load(param);
  if (!page) {
    // An earlier address of the page redirects (308) to the form at the current one, as the flyer does.
    const moved = await movedFundraiserTarget(param, '');
    if (moved) permanentRedirect(`${moved}/order-form`);
    notFound();
  }
  return <OrderFormSheet page={page} pageUrl={getShareKitUrls({ kind: 'fundraiser', slug: page.slug }).pageUrl} />;
}
