import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { site } from '@/lib/site';
import { qrFileName, shareKitPath } from '@/lib/share-kit';
import type { SharedPage } from '@/server/share-kit/pages';
import { OrderFormBuyers } from './order-form-buyers';
import { orderFormCatalogue } from './order-form-catalogue';
import { OrderFormPlan } from './order-form-plan';
import { OrderFormPrices } from './order-form-prices';
import { PrintOrderFormButton } from './print-order-form-button';

const blank = 'inline-block min-w-32 border-b border-neutral-600 align-baseline print:min-w-[1.6in]';

/**
 * The printable paper order form of a fundraiser or campaign page (issue 29): who sells for what, the QR code of the
 * page, the plan, the coffees with a code and price per option, and rows for buyers. On paper (globals.css: letter,
 * half-inch margins) it is one page: the sheet is as tall as the page and the buyers' rows take what is left.
 */
export function OrderFormSheet({ page, pageUrl }: { page: SharedPage; pageUrl: string }) {
  const catalogue = orderFormCatalogue(page.products);
  const pagePath = shareKitPath(page.kind, page.slug);
  const displayUrl = pageUrl.replace(/^https?:\/\//, '');
  const seller = page.kind === 'fundraiser' ? page.name : null;
  const title = page.campaignName ?? page.name;

  return (
    <div className="mx-auto max-w-[8.5in] px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          href={pagePath}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to the page
        </Link>
        <PrintOrderFormButton />
      </div>
      <article
        aria-label="Order form"
        data-order-form
        className="flex flex-col gap-4 rounded-2xl border bg-white p-4 text-espresso shadow-sm sm:p-8 print:h-[9.9in] print:gap-2 print:overflow-hidden print:rounded-none print:border-0 print:p-0 print:text-black print:shadow-none print:[print-color-adjust:exact]"
      >
        <header className="flex flex-col-reverse items-center gap-4 sm:flex-row sm:items-start sm:justify-between print:flex-row print:items-start print:justify-between">
          <div className="min-w-0 space-y-1 self-stretch print:space-y-0.5">
            <p className="text-xs font-semibold tracking-[0.2em] text-primary uppercase print:text-[8pt]">
              {site.name} coffee fundraiser · Order form
            </p>
            <h1 className="text-2xl font-semibold text-balance print:text-[16pt] print:leading-tight">{title}</h1>
            <p className="text-base print:text-[10pt]">
              Seller: {seller ? <span className="font-semibold">{seller}</span> : <span className={blank} />}
            </p>
            <p className="text-sm break-words print:text-[9pt]">
              Order online: <span className="font-medium">{displayUrl}</span>
            </p>
            <p className="text-sm print:text-[9pt]">
              Gift for the team (no coffee needed): $<span className="inline-block w-16 border-b border-neutral-600" />
            </p>
          </div>
          <figure className="flex shrink-0 flex-col items-center gap-1 text-center">
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn by our own route, printed as is */}
            <img
              src={shareKitPath(page.kind, page.slug, 'qr.svg')}
              alt={`QR code for ${displayUrl}`}
              title={qrFileName(page.kind, page.slug, 'svg')}
              width={128}
              height={128}
              data-order-form-qr
              className="size-32 print:size-[1.15in]"
            />
            <figcaption className="text-xs font-semibold print:text-[8pt]">Scan to order online</figcaption>
          </figure>
        </header>
        <OrderFormPlan plan={page.plan} />
        <section aria-labelledby="order-form-coffees">
          <h2 id="order-form-coffees" className="mb-1 text-lg font-semibold print:text-[10pt]">
            Coffees and prices
          </h2>
          <OrderFormPrices catalogue={catalogue} />
        </section>
        <OrderFormBuyers options={catalogue.options} />
        <footer className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 border-t pt-2 text-sm print:pt-1 print:text-[9pt]">
          <p className="font-semibold">Hand this form and the money to {seller ?? 'the seller named above'}.</p>
          <p>
            Total collected: $<span className="inline-block w-20 border-b border-neutral-600" />
          </p>
        </footer>
      </article>
    </div>
  );
}
