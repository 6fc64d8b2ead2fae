import { Gem, Globe2, Users, MapPin } from 'lucide-react';
import type { Metadata } from 'next';
import { Image } from '@/components/ui/image';
import { site } from '@/lib/site';
import { ContactBand } from '../contact-band';
import { FeatureBand, type Feature } from '../feature-band';
import { RoasteryPhoto } from '../roastery-photo';

export const metadata: Metadata = {
  title: 'About Us',
  description:
    'Meet the people behind Steam & Grind: our story, our values and the small roastery outside Louisville, Kentucky.',
};

const values: Feature[] = [
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
        <RoasteryPhoto alt="The Steam & Grind roaster" />
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

      <FeatureBand headingId="values-heading" heading="Our Core Values" features={values} />

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

      <ContactBand
        id="visit-us"
        heading={
          <>
            <MapPin className="size-8 text-[#e9b98f]" aria-hidden="true" />
            Visit Us
          </>
        }
        linkLabel="Get in touch"
      >
        We are an online roastery based in the suburbs of Louisville, Kentucky. There is no café to walk into, but we
        deliver locally and meet customers around town. Write to us to arrange a pickup or a roastery visit.
      </ContactBand>
    </>
  );
}
