'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { callEndpoint, errorMessage } from '@/lib/api-client';
import { orderPageEndpoints } from '@/lib/contracts/order-page';
import type { PickupOptionJson } from '@/lib/plan/plan-types';
import { PickupChoiceFields } from './pickup-choice-fields';

/** The order page's pickup change: the options the order may move to, saved with the page's own key. */
export function PickupChangeForm({
  orderNumber,
  accessKey,
  options,
  current,
}: {
  orderNumber: string;
  accessKey: string;
  options: PickupOptionJson[];
  current: number | null;
}) {
  const router = useRouter();
  const [choice, setChoice] = useState<number | null>(current);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!choice) return setError('Choose where to pick up your order.');
    setPending(true);
    setError(null);
    setDone(null);
    try {
      const answer = await callEndpoint(orderPageEndpoints.pickup, {
        body: { orderNumber, key: accessKey, pickupOptionId: choice },
        fallbackError: 'Your pickup choice could not be changed. Please try again.',
      });
      setDone(answer.message);
      router.refresh();
    } catch (failure) {
      setError(errorMessage(failure, 'Your pickup choice could not be changed. Please try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={save} className="mt-4 space-y-3" aria-label="Change pickup">
      <PickupChoiceFields
        name="pickupOptionId"
        legend="Change where you pick up"
        options={options}
        value={choice}
        onChange={(id) => {
          setChoice(id);
          setDone(null);
        }}
        error={error}
        errorId="pickup-change-error"
      />
      <Button
        type="submit"
        variant="outline"
        className="h-11 w-full sm:w-auto"
        disabled={pending || choice === current}
      >
        {pending ? 'Saving…' : 'Save pickup choice'}
      </Button>
      <p role="status" className="text-sm text-success">
        {done}
      </p>
    </form>
  );
}
