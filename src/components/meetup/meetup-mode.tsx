'use client';

import { ArrowLeft, QrCode, Search } from 'lucide-react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useCallback, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useMeetupCollect, useMeetupOrders, useMeetupScan, useMeetupUndo } from '@/hooks/api/meetup';
import { errorMessage } from '@/lib/api-client';
import type { MeetupOrder, MeetupPickupOption } from '@/lib/contracts/meetup';
import { pickupWindowText } from '@/lib/plan/pickup-text';
import { MeetupNotCollected } from './meetup-not-collected';
import { MeetupOrderPanel } from './meetup-order-panel';
import { MeetupResultList } from './meetup-result-list';
import { NOT_AN_ORDER_CODE, parseScannedOrder } from './scanned-order';

/** The camera scanner and its decoder load only when "Scan QR" is tapped. */
const MeetupScanner = dynamic(() => import('./meetup-scanner'), {
  ssr: false,
  loading: () => (
    <p role="status" className="rounded-2xl border bg-card p-4">
      Opening the scanner…
    </p>
  ),
});

/** The value once it has stopped changing for a moment: one search per pause in typing, not per key. */
function useSettled(value: string, delayMs = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Meetup mode, phone first and one-handed: the pickup option at the top, a big search field and a big "Scan QR"
 * button, results as cards; an opened order collects and hands out in one tap (undo in the toast and on the card).
 * After the option's window, the orders nobody collected can be moved to another option.
 */
export function MeetupMode({
  campaign,
  options,
  initialOptionId,
  back,
}: {
  campaign: { id: number; name: string };
  options: MeetupPickupOption[];
  initialOptionId: number | null;
  back: { href: string; label: string };
}) {
  const [optionId, setOptionId] = useState<number | null>(initialOptionId);
  const [text, setText] = useState('');
  const q = useSettled(text.trim());
  const [opened, setOpened] = useState<MeetupOrder | null>(null);
  const [scanning, setScanning] = useState(false);
  const [scanProblem, setScanProblem] = useState<string | null>(null);
  const pickerId = useId();
  const searchId = useId();

  const results = useMeetupOrders({ campaignId: campaign.id, pickupOptionId: optionId, q });
  const scan = useMeetupScan(campaign.id);
  const undo = useMeetupUndo((order) => setOpened((current) => (current?.id === order.id ? order : current)));
  const collect = useMeetupCollect({ onDone: setOpened, onUndo: (orderId) => undo.mutate(orderId) });

  const { mutate: lookUp } = scan;
  const onScanned = useCallback(
    (scanned: string) => {
      const found = parseScannedOrder(scanned);
      if (!found) {
        setScanProblem(NOT_AN_ORDER_CODE);
        return;
      }
      setScanProblem(null);
      lookUp(found, {
        onSuccess: (order) => {
          setScanning(false);
          setOpened(order);
        },
        onError: (error) => setScanProblem(errorMessage(error, 'That order could not be opened.')),
      });
    },
    [lookUp],
  );
  const closeScanner = useCallback(() => setScanning(false), []);

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6 wrap-anywhere">
      <Link
        href={back.href}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      <p className="mt-2 text-sm font-medium text-muted-foreground">Meetup mode</p>
      <h1 className="text-2xl font-semibold wrap-anywhere">{campaign.name}</h1>

      <label htmlFor={pickerId} className="mt-4 block text-sm font-semibold">
        Pickup option
      </label>
      <select
        id={pickerId}
        value={optionId ?? ''}
        onChange={(event) => {
          setOptionId(event.target.value ? Number(event.target.value) : null);
          setOpened(null);
        }}
        className="mt-1 h-12 w-full rounded-xl border border-input bg-card px-3 text-base"
      >
        <option value="">All pickup options</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name} · {pickupWindowText(option)}
          </option>
        ))}
      </select>

      {opened ? (
        <div className="mt-4">
          <MeetupOrderPanel
            order={opened}
            busy={collect.isPending || undo.isPending}
            onCollect={(request) => collect.mutate({ orderId: opened.id, ...request })}
            onUndo={() => undo.mutate(opened.id)}
            onBack={() => setOpened(null)}
          />
        </div>
      ) : (
        <>
          <label htmlFor={searchId} className="mt-4 block text-sm font-semibold">
            Find an order
          </label>
          <div className="relative mt-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <input
              id={searchId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Name, order number or phone"
              autoComplete="off"
              className="h-14 w-full rounded-xl border border-input bg-card pr-3 pl-11 text-lg"
            />
          </div>
          <Button
            type="button"
            size="lg"
            className="mt-3 h-14 w-full text-lg"
            onClick={() => {
              setScanProblem(null);
              setScanning(true);
            }}
          >
            <QrCode className="size-6" aria-hidden="true" />
            Scan QR
          </Button>
          {scanning ? (
            <div className="mt-3">
              <MeetupScanner onText={onScanned} onClose={closeScanner} />
            </div>
          ) : null}
          {scanProblem ? (
            <p role="alert" className="mt-3 rounded-xl bg-destructive/5 p-3 text-sm font-medium text-destructive">
              {scanProblem}
            </p>
          ) : null}

          <div className="mt-5" aria-busy={results.isFetching}>
            {results.isError ? (
              <ErrorAlert
                title="Could not load the orders"
                message={errorMessage(results.error, 'Please try again in a moment.')}
                actions={
                  <Button type="button" variant="outline" className="h-11" onClick={() => results.refetch()}>
                    Try again
                  </Button>
                }
              />
            ) : !results.data ? (
              <p role="status">Loading orders…</p>
            ) : results.data.orders.length === 0 ? (
              <p>{q ? `No orders match “${q}”.` : 'No orders for this pickup option yet.'}</p>
            ) : (
              <MeetupResultList orders={results.data.orders} more={results.data.more} onOpen={setOpened} />
            )}
          </div>
          {optionId !== null ? <MeetupNotCollected campaignId={campaign.id} pickupOptionId={optionId} /> : null}
        </>
      )}
    </div>
  );
}
