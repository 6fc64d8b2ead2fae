import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';

/**
 * An admin list (or its statistics) that failed to load: 'Error Loading Data' plus the message (spec section 8),
 * and a retry.
 */
export function ListError({
  title = 'Error Loading Data',
  message,
  onRetry,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <ErrorAlert
      title={title}
      message={message}
      className="p-5"
      actions={
        onRetry ? (
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Try Again
          </Button>
        ) : null
      }
    />
  );
}
