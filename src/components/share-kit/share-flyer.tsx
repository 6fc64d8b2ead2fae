import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { FundraiserAvatar } from '@/components/fundraising/fundraiser-avatar';
import { FlyerPlan } from '@/components/plan-public/flyer-plan';
import { planWords } from '@/components/plan-public/plan-words';
import { ProgressBar } from '@/components/fundraising/progress-bar';
import { formatCents, formatCentsWhole } from '@/lib/format';
import { qrFileName, shareKitPath } from '@/lib/share-kit';
import { cn } from '@/lib/utils';
import type { SharedPage } from '@/server/share-kit/pages';
import { PrintButton } from './print-button';

/**
 * A letter page holds this many coffees beside everything else (fewer with the campaign's plan on it); the rest are
 * on the page the QR code opens.
 */
const FLYER_PRODUCTS = 8;
const FLYER_PRODUCTS_WITH_PLAN = 4;

/**
 * The printable one-page flyer of a fundraiser or campaign page: photo, name, message, goal, the coffees with their
 * prices and the QR code. On paper (globals.css: letter, half-inch margins) only the sheet prints.
 */
export function ShareFlyer({ page, pageUrl }: { page: SharedPage; pageUrl: string }) {
  const percent = page.goalPercent;
  const pagePath = shareKitPath(page.kind, page.slug);
  const plan = planWords(page.plan);
  const hasPlan = plan.deadline !== null || plan.payLines.length > 0 || plan.pickups.length > 0;
  const products = page.products.slice(0, hasPlan ? FLYER_PRODUCTS_WITH_PLAN : FLYER_PRODUCTS);
  const displayUrl = pageUrl.replace(/^https?:\/\//, '');

  return (
    <div className="mx-auto max-w-[8.5in] px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          href={pagePath}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to the page
        </Link>
        <PrintButton />
      </div>
      <article
        aria-label="Flyer"
        data-flyer
        className="flex flex-col gap-6 rounded-3xl border bg-white p-6 text-espresso shadow-sm sm:p-10 print:h-[9.9in] print:gap-4 print:overflow-hidden print:rounded-none print:border-0 print:p-0 print:shadow-none print:[print-color-adjust:exact]"
      >
        <p className="text-sm font-semibold tracking-[0.2em] text-primary uppercase">
          Steam &amp; Grind coffee fundraiser
        </p>
        <header className="flex flex-col items-center gap-6 text-center sm:flex-row sm:text-left print:flex-row print:text-left">
          <FundraiserAvatar name={page.name} src={page.avatarUrl} size={128} className="border-4 border-secondary" />
          <div className="min-w-0 space-y-2">
            <h1 className="text-4xl font-semibold text-balance">Support {page.name}</h1>
            {page.kind === 'fundraiser' && page.campaignName ? (
              <p className="text-lg font-medium text-primary">Fundraising for {page.campaignName}</p>
            ) : null}
          </div>
        </header>
        {page.message ? (
          <blockquote className="line-clamp-4 shrink-0 border-l-4 border-primary/60 pl-4 font-serif text-xl font-semibold italic">
            “{page.message}”
          </blockquote>
        ) : null}
        {page.amounts && page.amounts.goalCents > 0 ? (
          <div className="space-y-2">
            <p className="text-lg">
              Our goal: <span className="font-semibold">{formatCentsWhole(page.amounts.goalCents)}</span>
              <span className="text-muted-foreground"> · {formatCents(page.amounts.raisedCents)} raised so far</span>
            </p>
            <ProgressBar percent={percent ?? 0} label="Fundraising progress" />
          </div>
        ) : !page.amounts && percent !== null ? (
          // Issue 27: the campaign hides per-seller amounts; only the share of the goal.
          <div className="space-y-2">
            <p className="text-lg">
              <span className="font-semibold">{percent}%</span> of the goal reached so far
            </p>
            <ProgressBar percent={percent} label="Fundraising progress" />
          </div>
        ) : null}
        <FlyerPlan plan={page.plan} />
        <div className="grid gap-6 sm:grid-cols-[1fr_auto] print:grid-cols-[1fr_auto]">
          <section aria-labelledby="flyer-coffees">
            <h2 id="flyer-coffees" className="text-2xl font-semibold">
              Our coffees
            </h2>
            {products.length > 0 ? (
              <ul className="mt-3 divide-y">
                {products.map((product) => (
                  <li key={product.id} className="flex items-baseline justify-between gap-4 py-2">
                    <span className="font-medium">{product.name}</span>
                    <span className="font-semibold tabular-nums">{formatCents(product.priceCents)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-muted-foreground">See the page for the coffees on offer.</p>
            )}
            {page.products.length > products.length ? (
              <p className="mt-2 text-sm text-muted-foreground">…and more on the page.</p>
            ) : null}
          </section>
          <figure className="flex flex-col items-center gap-2 text-center">
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn by our own route, printed as is */}
            <img
              src={shareKitPath(page.kind, page.slug, 'qr.svg')}
              alt={`QR code for ${displayUrl}`}
              title={qrFileName(page.kind, page.slug, 'svg')}
              width={208}
              height={208}
              className={cn('size-52', hasPlan ? 'print:size-[2.25in]' : 'print:size-[2.75in]')}
            />
            <figcaption className={cn('max-w-52 text-sm', hasPlan ? 'print:max-w-[2.25in]' : 'print:max-w-[2.75in]')}>
              <span className="block font-semibold">Scan to order</span>
              <span className="break-words text-muted-foreground">{displayUrl}</span>
            </figcaption>
          </figure>
        </div>
        <p className="mt-auto border-t pt-4 text-sm text-muted-foreground">
          Small-batch specialty coffee roasted in Kentucky. Every bag ordered through this page counts towards{' '}
          {page.kind === 'fundraiser' ? `${page.name}'s` : 'the team’s'} goal.
        </p>
      </article>
    </div>
  );
}
