'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useMeetupMove, useNotCollected } from '@/hooks/api/meetup';
import { formatCents } from '@/lib/format';
import { pickupWindowText } from '@/lib/plan/pickup-text';

/**
 * After an option's window ended: its orders nobody collected, each with one tap per other option ("Move to …"),
 * and whether to e-mail the buyer where their order is now.
 */
export function MeetupNotCollected({ campaignId, pickupOptionId }: { campaignId: number; pickupOptionId: number }) {
  const list = useNotCollected(campaignId, pickupOptionId);
  const moveOrders = useMeetupMove();
  const [sendFollowUp, setSendFollowUp] = useState(true);
  const checkboxId = useId();
  const data = list.data;
  if (!data?.windowEnded) return null;

  return (
    <section aria-labelledby="not-collected-heading" className="mt-8">
      <h2 id="not-collected-heading" className="text-xl font-semibold">
        Not collected ({data.orders.length})
      </h2>
      <p className="text-sm text-muted-foreground">
        {data.pickupOption.name}&apos;s window ended {pickupWindowText(data.pickupOption)}.
      </p>
      {data.orders.length === 0 ? (
        <p className="mt-3">Every order of this option was collected.</p>
      ) : (
        <>
          <label
            htmlFor={checkboxId}
            className="mt-3 flex min-h-11 cursor-pointer items-center gap-3 text-base font-medium"
          >
            <Checkbox
              id={checkboxId}
              checked={sendFollowUp}
              onCheckedChange={(value) => setSendFollowUp(value === true)}
              className="size-6"
            />
            E-mail the buyer
          </label>
          {data.moveTargets.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">
              There is no later pickup option to move them to: add one to the campaign plan first.
            </p>
          ) : null}
          <ul className="mt-3 space-y-3">
            {data.orders.map((order) => (
              <li key={order.id} className="rounded-2xl border bg-card p-3">
                <p className="font-semibold wrap-anywhere">{order.buyerName}</p>
                <p className="text-sm text-muted-foreground">
                  {order.orderNumber} · {order.bagCount} {order.bagCount === 1 ? 'bag' : 'bags'}
                  {order.outstandingCents > 0 ? ` · ${formatCents(order.outstandingCents)} due` : ' · paid'}
                  {order.phone ? ` · ${order.phone}` : ''}
                </p>
                <div className="mt-2 flex flex-col gap-2">
                  {data.moveTargets.map((target) => (
                    <Button
                      key={target.id}
                      type="button"
                      variant="outline"
                      className="h-auto min-h-11 w-full py-2 whitespace-normal"
                      disabled={moveOrders.isPending || target.remaining === 0}
                      onClick={() =>
                        moveOrders.mutate({ orderIds: [order.id], toPickupOptionId: target.id, sendFollowUp })
                      }
                    >
                      Move to {target.name} · {pickupWindowText(target)}
                      {target.remaining === 0 ? ' (full)' : ''}
                      <span className="sr-only"> ({order.buyerName})</span>
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
