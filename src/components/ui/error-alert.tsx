import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Something failed: a title, the reason, and what can be done about it (retry buttons). Announced as an alert. */
export function ErrorAlert({
  title,
  message,
  actions,
  className,
}: {
  title: string;
  message: string;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 sm:flex-row sm:items-center',
        className,
      )}
    >
      <AlertCircle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="flex-1 text-sm">
        <p className="font-semibold text-destructive">{title}</p>
        <p className="text-muted-foreground">{message}</p>
      </div>
      {actions}
    </div>
  );
}
