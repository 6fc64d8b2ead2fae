import { Clock, Mail, Phone } from 'lucide-react';
import type { Metadata } from 'next';
import { site } from '@/lib/site';
import { ContactForm } from './contact-form';

export const metadata: Metadata = {
  title: 'Contact Us',
  description:
    'Questions about an order, a wholesale account or a coffee fundraiser? Write to Steam & Grind or give us a call.',
};

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">Contact</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">We would love to hear from you</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Questions about an order, a fundraiser for your team or a bag for the office? Send us a note.
        </p>
      </header>
      <div className="mt-12 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <ContactForm />
        <aside className="space-y-6">
          <div className="rounded-2xl border bg-card p-6 shadow-sm">
            <h2 className="flex items-center gap-2 font-sans text-base font-semibold">
              <Phone className="size-5 text-primary" aria-hidden="true" /> Phone
            </h2>
            <a href={site.phoneHref} className="mt-2 block text-lg hover:text-primary">
              {site.phone}
            </a>
          </div>
          <div className="rounded-2xl border bg-card p-6 shadow-sm">
            <h2 className="flex items-center gap-2 font-sans text-base font-semibold">
              <Mail className="size-5 text-primary" aria-hidden="true" /> Email
            </h2>
            <a href={`mailto:${site.email}`} className="mt-2 block text-lg break-all hover:text-primary">
              {site.email}
            </a>
          </div>
          <div className="rounded-2xl border bg-card p-6 shadow-sm">
            <h2 className="flex items-center gap-2 font-sans text-base font-semibold">
              <Clock className="size-5 text-primary" aria-hidden="true" /> Opening hours
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              {site.hours.map((row) => (
                <div key={row.days} className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">{row.days}</dt>
                  <dd className="font-medium">{row.time}</dd>
                </div>
              ))}
            </dl>
          </div>
        </aside>
      </div>
    </div>
  );
}
