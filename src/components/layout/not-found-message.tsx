import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A not-found page's content: what is missing, why it may be, and the way back. */
export function NotFoundMessage({
  title,
  message,
  backHref,
  backLabel,
  showCode = false,
}: {
  title: string;
  message: string;
  backHref: string;
  backLabel: string;
  /** Shows a large '404' above the title (the site-wide page). */
  showCode?: boolean;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {showCode ? <p className="font-serif text-7xl font-semibold text-primary">404</p> : null}
      <h1 className={cn('text-3xl font-semibold', showCode && 'mt-4')}>{title}</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      <Button asChild className="mt-8">
        <Link href={backHref}>{backLabel}</Link>
      </Button>
    </section>
  );
}
