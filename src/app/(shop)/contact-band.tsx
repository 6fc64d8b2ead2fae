import Link from 'next/link';
import { Button } from '@/components/ui/button';

/** The dark band that closes a page: a heading, a sentence or two, and a button to the contact page. */
export function ContactBand({
  id,
  heading,
  children,
  linkLabel,
}: {
  id?: string;
  heading: React.ReactNode;
  children: React.ReactNode;
  linkLabel: string;
}) {
  return (
    <section id={id} className="px-4 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 rounded-3xl bg-roast px-8 py-14 text-cream sm:px-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 className="flex items-center gap-3 text-3xl font-semibold sm:text-4xl">{heading}</h2>
          <p className="mt-3 text-cream/85">{children}</p>
        </div>
        <Button asChild size="lg" variant="cream">
          <Link href="/contact">{linkLabel}</Link>
        </Button>
      </div>
    </section>
  );
}
