import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export type Feature = { icon: LucideIcon; title: string; text: string };

/** A tinted band with a heading over cards of an icon, a title and a sentence (the home page's reasons, our values). */
export function FeatureBand({
  headingId,
  heading,
  headingClassName,
  features,
}: {
  headingId: string;
  heading: string;
  headingClassName?: string;
  features: Feature[];
}) {
  return (
    <section aria-labelledby={headingId} className="bg-secondary/60">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <h2 id={headingId} className={cn('text-4xl font-semibold', headingClassName)}>
          {heading}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-2xl border bg-card p-7 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
