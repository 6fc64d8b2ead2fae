import { ArrowRight, HandHeart, Leaf, Flame } from 'lucide-react';
import type { Metadata } from 'next';
import { Image } from '@/components/ui/image';
import Link from 'next/link';
import { ProductCard } from '@/components/products/product-card';
import { Button } from '@/components/ui/button';
import { site } from '@/lib/site';
import { readCatalogue } from '@/server/cache/public-reads';
import { ContactBand } from './contact-band';
import { FeatureBand, type Feature } from './feature-band';
import { RoasteryPhoto } from './roastery-photo';

export const metadata: Metadata = {
  title: { absolute: `${site.name} · Small-batch specialty coffee from Kentucky` },
  description: site.description,
};

const features: Feature[] = [
  {
    icon: Flame,
    title: 'Roasted in small batches',
    text: 'We roast twelve kilos at a time, several days a week, so every bag reaches you within days of the roaster.',
  },
  {
    icon: Leaf,
    title: 'Sourced with care',
    text: 'We buy from importers who pay above Fair Trade prices and name the farms, so you know whose coffee you drink.',
  },
  {
    icon: HandHeart,
    title: 'Fundraisers that work',
    text: 'Teams, schools and clubs sell coffee people actually want and keep a real share of every bag.',
  },
];

export default async function HomePage() {
  const featured = (await readCatalogue()).slice(0, 3);
  return (
    <>
      <section className="relative isolate overflow-hidden bg-espresso text-cream">
        <Image src="/images/hero.webp" alt="" fill priority sizes="100vw" className="-z-10 object-cover opacity-60" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-espresso via-espresso/85 to-espresso/20" />
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32 lg:px-8 lg:py-40">
          <p className="text-sm font-semibold tracking-[0.2em] text-[#e9b98f] uppercase">Roasted in Kentucky</p>
          <h1 className="mt-4 max-w-2xl text-5xl leading-[1.05] font-semibold sm:text-6xl lg:text-7xl">
            Coffee worth slowing down for.
          </h1>
          <p className="mt-6 max-w-xl text-lg text-cream/85">
            Small-batch single origins and blends from a tiny roastery outside Louisville, delivered locally or handed
            to you at a meetup, still smelling of the roaster.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Button asChild size="lg" variant="cream">
              {/* No prefetch: the catalogue's code would load with the home page (160 kB budget, issue 28). */}
              <Link href="/products" prefetch={false}>
                Shop Coffee
                <ArrowRight />
              </Link>
            </Button>
            <Button asChild size="lg" variant="ghost" className="text-cream hover:bg-cream/10 hover:text-white">
              <Link href="/about">Our story</Link>
            </Button>
          </div>
        </div>
      </section>

      <section
        id="story"
        className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 md:grid-cols-2 lg:px-8"
      >
        <div>
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">Our story</p>
          <h2 className="mt-3 text-4xl leading-tight font-semibold">From a garage roaster to your morning cup.</h2>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
            {site.name} started with a one-kilo roaster in a garage and a stubborn belief that great coffee should not
            be rare. Today we roast a short, seasonal menu by hand, taste every batch, and deliver it to neighbours
            across the Louisville area.
          </p>
          <Button asChild variant="link" className="mt-4 px-0 text-base">
            <Link href="/about">
              Read more about us <ArrowRight />
            </Link>
          </Button>
        </div>
        <RoasteryPhoto alt="Our drum roaster and cooling tray" />
      </section>

      <FeatureBand
        headingId="why-heading"
        heading="Why people come back"
        headingClassName="max-w-xl"
        features={features}
      />

      {featured.length > 0 ? (
        <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="featured-heading" className="text-4xl font-semibold">
              On the roaster this week
            </h2>
            <Button asChild variant="outline">
              <Link href="/products" prefetch={false}>
                See all coffees
              </Link>
            </Button>
          </div>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {featured.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        </section>
      ) : null}

      <ContactBand heading="Raising money for your team?" linkLabel="Start a fundraiser">
        Our coffee fundraisers give every team member a personal page, a live leaderboard and coffee their supporters
        will reorder. Tell us about your group and we will set you up.
      </ContactBand>
    </>
  );
}
