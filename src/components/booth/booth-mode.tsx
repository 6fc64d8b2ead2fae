'use client';

import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRecordBoothSale, type BoothScope } from '@/hooks/api/booth-sales';
import type { BoothSaleResult } from '@/lib/contracts/staff-orders';
import { formatCents } from '@/lib/format';
import { giftDollarsField } from '@/lib/forms/checkout-form';
import { BoothPayment, type BoothMethod } from './booth-payment';
import { BoothSellers } from './booth-sellers';
import { BoothShiftPanel } from './booth-shift';
import { BoothSteppers } from './booth-steppers';
import type { BoothItem, BoothSeller } from './booth-types';
import { splitText } from './split-text';
import { useShiftSellers } from './use-shift-sellers';

/**
 * Booth mode, phone first and one-handed: the sellers on shift, a stepper per coffee option, an optional gift, how it
 * was paid and whether the bags leave now, then one big "Record sale" button. The sale is paid in full; the split is
 * the server's (shown after saving), and "This shift" below sums the day's sales.
 */
export function BoothMode({
  scope,
  campaign,
  sellers,
  items,
  back,
}: {
  scope: BoothScope;
  campaign: { id: number; name: string };
  sellers: BoothSeller[];
  items: BoothItem[];
  back: { href: string; label: string };
}) {
  const sellerIds = useMemo(() => sellers.map((seller) => seller.id), [sellers]);
  const shift = useShiftSellers(campaign.id, sellerIds);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [gift, setGift] = useState('');
  const [method, setMethod] = useState<BoothMethod>('cash');
  const [handedOut, setHandedOut] = useState(true);
  const [last, setLast] = useState<BoothSaleResult | null>(null);

  const parsedGift = giftDollarsField.safeParse(gift);
  const giftCents = parsedGift.success ? (parsedGift.data ?? 0) : 0;
  const giftError = parsedGift.success ? null : (parsedGift.error.issues[0]?.message ?? 'Check the gift.');
  const goodsCents = items.reduce((sum, item) => sum + item.priceCents * (counts[item.key] ?? 0), 0);
  const totalCents = goodsCents + giftCents;
  const lines = items.flatMap((item) =>
    counts[item.key] ? [{ productId: item.productId, optionId: item.optionId, quantity: counts[item.key]! }] : [],
  );

  const record = useRecordBoothSale(scope, {
    success: (result) => `Sale recorded: ${formatCents(result.totalCents)}. ${splitText(result.orders)}.`,
    onSuccess: (result) => {
      setLast(result);
      setCounts({});
      setGift('');
    },
  });
  const canRecord = totalCents > 0 && !giftError && !record.isPending;

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6 wrap-anywhere">
      <Link
        href={back.href}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      <p className="mt-2 text-sm font-medium text-muted-foreground">Booth mode</p>
      <h1 className="text-2xl font-semibold wrap-anywhere">{campaign.name}</h1>

      <BoothSellers sellers={sellers} selected={shift.selected} onToggle={shift.toggle} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!canRecord) return;
          record.mutate({
            campaignId: campaign.id,
            sellerIds: shift.selected,
            items: lines,
            ...(giftCents ? { giftCents } : {}),
            payment: { amountCents: totalCents, method },
            handedOut,
          });
        }}
      >
        <BoothSteppers
          items={items}
          counts={counts}
          onChange={(key, quantity) => setCounts((current) => ({ ...current, [key]: quantity }))}
        />
        <BoothPayment
          gift={gift}
          giftError={giftError}
          onGift={setGift}
          method={method}
          onMethod={setMethod}
          handedOut={handedOut}
          onHandedOut={setHandedOut}
        />
        <Button type="submit" size="lg" disabled={!canRecord} className="mt-6 h-16 w-full rounded-full text-xl">
          {record.isPending ? 'Recording…' : `Record sale ${formatCents(totalCents)}`}
        </Button>
      </form>

      <div role="status" aria-live="polite">
        {last ? (
          <p className="mt-4 rounded-xl bg-primary/10 p-3 font-medium">
            Recorded {formatCents(last.totalCents)}: {splitText(last.orders)}
          </p>
        ) : null}
      </div>

      <BoothShiftPanel scope={scope} campaignId={campaign.id} />
    </div>
  );
}
