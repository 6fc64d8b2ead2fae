import { AlertCircle, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** An admin list that failed to load: 'Error Loading Data' plus the message (spec section 8), and a retry. */
export function ListError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-5 sm:flex-row sm:items-center"
    >
      <AlertCircle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-semibold text-destructive">Error Loading Data</p>
        <p className="text-sm text-muted-foreground">{message}</p>
      </div>
      {onRetry ? (
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      ) : null}
    </div>
  );
}
