import { Gem, Globe2, Users, MapPin } from 'lucide-react';
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { site } from '@/lib/site';

export const metadata: Metadata = {
  title: 'About Us',
  description:
    'Meet the people behind Steam & Grind: our story, our values and the small roastery outside Louisville, Kentucky.',
};

const values = [
  {
    icon: Gem,
    title: 'Uncompromising quality',
    text: 'Every batch is cupped before it is bagged. If a roast is not right, it does not leave the roastery.',
  },
  {
    icon: Globe2,
    title: 'Ethical sourcing',
    text: 'We work with importers who trace each lot to its farm or cooperative and pay well above commodity prices.',
  },
  {
    icon: Users,
    title: 'Building community',
    text: 'From school fundraisers to Saturday meetups, coffee is our excuse to bring neighbours together.',
  },
];

const founders = [
  {
    name: 'Maya Brooks',
    role: 'Co-founder & Head Roaster',
    image: '/images/founders/maya.webp',
    bio: 'Maya learned to roast on a cast-iron skillet and never looked back. She builds every roast profile on our menu and still cups each batch herself.',
  },
  {
    name: 'Daniel Reyes',
    role: 'Co-founder & Green Coffee Buyer',
    image: '/images/founders/daniel.webp',
    bio: 'Daniel grew up between Louisville and his grandparents’ farm in Huila, Colombia. He chooses our coffees and keeps our relationships with growers close.',
  },
];

export default function AboutPage() {
  return (
    <>
      <section className="bg-espresso text-cream">
        <div className="mx-auto max-w-4xl px-4 py-24 text-center sm:px-6 lg:py-32">
          <p className="text-sm font-semibold tracking-[0.2em] text-[#e9b98f] uppercase">About {site.name}</p>
          <h1 className="mt-4 text-5xl leading-tight font-semibold sm:text-6xl">
            Crafted with Passion, From Bean to Cup.
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-cream/85">
            We are a two-person roastery with a simple promise: coffee roasted with care, sold fresh, and shared with
            the community around us.
          </p>
        </div>
      </section>

      <section
        id="our-story"
        className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 md:grid-cols-2 lg:px-8"
      >
        <div className="relative aspect-[4/3] overflow-hidden rounded-3xl border shadow-lg">
          <Image
            src="/images/roastery.webp"
            alt="The Steam & Grind roaster"
            fill
            sizes="(min-width: 768px) 50vw, 100vw"
            className="object-cover"
          />
        </div>
        <div>
          <h2 className="text-4xl font-semibold">Our Story</h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-muted-foreground">
            <p>
              {site.name} began in 2019 in a two-car garage with a one-kilo roaster, a borrowed scale and a lot of burnt
              beans. Friends kept asking for bags, then their friends did, and the garage got crowded.
            </p>
            <p>
              Today we roast on a twelve-kilo drum roaster, but the approach has not changed: a short seasonal menu,
              roast dates on every bag, and coffee delivered by the people who roasted it.
            </p>
            <p>
              Along the way, local teams and schools asked if they could sell our coffee to raise money. Our fundraising
              program grew out of those conversations, and it is now one of our favourite parts of the work.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="bg-secondary/60">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <h2 id="values-heading" className="text-4xl font-semibold">
            Our Core Values
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {values.map(({ icon: Icon, title, text }) => (
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

      <section aria-labelledby="founders-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <h2 id="founders-heading" className="text-4xl font-semibold">
          Meet the Founders
        </h2>
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          {founders.map((founder) => (
            <article
              key={founder.name}
              className="flex flex-col gap-6 rounded-2xl border bg-card p-7 shadow-sm sm:flex-row sm:items-center"
            >
              <Image
                src={founder.image}
                alt={`Portrait of ${founder.name}`}
                width={160}
                height={160}
                className="size-32 shrink-0 rounded-full border-4 border-secondary object-cover sm:size-36"
              />
              <div>
                <h3 className="text-2xl font-semibold">{founder.name}</h3>
                <p className="text-sm font-semibold tracking-wider text-primary uppercase">{founder.role}</p>
                <p className="mt-3 text-muted-foreground">{founder.bio}</p>
              </div>
            </article>
          ))}
        </div>
      </section>

      <section id="visit-us" className="px-4 pb-20 sm:px-6 lg:px-8">
        <div className="mx-auto grid max-w-7xl gap-8 rounded-3xl bg-roast px-8 py-14 text-cream sm:px-14 md:grid-cols-[1fr_auto] md:items-center">
          <div>
            <h2 className="flex items-center gap-3 text-3xl font-semibold sm:text-4xl">
              <MapPin className="size-8 text-[#e9b98f]" aria-hidden="true" />
              Visit Us
            </h2>
            <p className="mt-4 max-w-2xl text-cream/85">
              We are an online roastery based in the suburbs of Louisville, Kentucky. There is no café to walk into, but
              we deliver locally and meet customers around town. Write to us to arrange a pickup or a roastery visit.
            </p>
          </div>
          <Button asChild size="lg" variant="cream">
            <Link href="/contact">Get in touch</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
