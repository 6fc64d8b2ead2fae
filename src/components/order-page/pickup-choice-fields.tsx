import { isFull, pickupOptionText } from '@/lib/plan/pickup-text';
import type { PickupOptionJson } from '@/lib/plan/plan-types';
import { cn } from '@/lib/utils';

/**
 * The pickup options as one required radio group (fieldset and legend), for the checkout and the order page: each
 * says where and when (pickupOptionText); a full one is disabled and says "Full" (unless it is the current choice).
 */
export function PickupChoiceFields({
  name = 'pickupOptionId',
  legend,
  options,
  value,
  onChange,
  error,
  errorId,
}: {
  name?: string;
  legend: string;
  options: PickupOptionJson[];
  value: number | null;
  onChange: (id: number) => void;
  error?: string | null;
  errorId?: string;
}) {
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      data-testid="pickup-choice"
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {options.map((option) => {
        const full = isFull(option) && option.id !== value;
        return (
          <label
            key={option.id}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border bg-background p-3 text-sm',
              full && 'cursor-not-allowed opacity-60',
              option.id === value && 'border-primary ring-1 ring-primary',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={option.id === value}
              disabled={full}
              required
              onChange={() => onChange(option.id)}
              className="mt-0.5 size-5 shrink-0 accent-primary"
            />
            <span className="min-w-0 break-words">
              {pickupOptionText(option)}
              {full ? <strong className="ml-1">· Full</strong> : null}
              {!full && option.remaining !== null && option.remaining <= 5 ? (
                <span className="ml-1 text-muted-foreground">· {option.remaining} left</span>
              ) : null}
            </span>
          </label>
        );
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
