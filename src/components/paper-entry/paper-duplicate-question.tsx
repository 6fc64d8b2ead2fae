'use client';

import { Button } from '@/components/ui/button';
import type { DuplicateAnswer } from './use-paper-entry';

/** "Row 3 looks like order SG-… for Rose Hall. Save it anyway?": asked on the row, answered there. */
export function PaperDuplicateQuestion({
  number,
  orderNumber,
  buyer,
  answered,
  onAnswer,
}: {
  number: number;
  orderNumber: string;
  buyer: string;
  answered: DuplicateAnswer | undefined;
  onAnswer: (answer: DuplicateAnswer) => void;
}) {
  return (
    <div role="alert" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        Row {number} looks like order {orderNumber} for {buyer}. Save it anyway?
      </p>
      {answered ? (
        <p className="mt-1 font-medium">{answered === 'save' ? 'It will be saved.' : 'It will be left out.'}</p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" variant="outline" className="min-h-11" onClick={() => onAnswer('save')}>
            Save anyway
          </Button>
          <Button type="button" variant="outline" className="min-h-11" onClick={() => onAnswer('leave')}>
            Leave it out
          </Button>
        </div>
      )}
    </div>
  );
}
