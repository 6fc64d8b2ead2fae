import { RefreshCw } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { UPLOAD_FAILED_TITLE } from './upload-image';

/** Why the crop or upload failed, with Retry and Dismiss. */
export function UploadErrorAlert({
  message,
  disabled,
  retryRef,
  onRetry,
  onDismiss,
}: {
  message: string;
  disabled: boolean;
  /** Focus moves to Retry when an upload fails. */
  retryRef: Ref<HTMLButtonElement>;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  return (
    <ErrorAlert
      title={UPLOAD_FAILED_TITLE}
      message={message}
      actions={
        <div className="flex gap-2">
          <Button ref={retryRef} type="button" size="sm" onClick={onRetry} disabled={disabled}>
            <RefreshCw aria-hidden="true" />
            Retry
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      }
    />
  );
}
