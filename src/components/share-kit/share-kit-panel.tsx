'use client';

import { ClipboardList, Copy, Download, FileText, Mail, MessageCircle, MessageSquare, Send } from 'lucide-react';
import Link from 'next/link';
import { copyText } from '@/lib/copy-to-clipboard';
import { Button } from '@/components/ui/button';
import { formatCentsWhole } from '@/lib/format';
import {
  qrFileName,
  shareKitPath,
  shareKitUrls,
  shareLinks,
  shareMessages,
  type ShareKitKind,
  type SharePlan,
} from '@/lib/share-kit';

export type ShareKitPanelProps = {
  kind: ShareKitKind;
  slug: string;
  /** APP_URL: the links in messages and the QR code point there. */
  origin: string;
  /** The fundraiser's display name, or the campaign's name. */
  name: string;
  campaignName: string | null;
  goalCents: number | null;
  /** The campaign's deadline and first pickup, for the messages (src/server/share-kit/plan.ts reads it). */
  plan?: SharePlan | null;
};

/**
 * Everything to spread a page: its QR code (SVG and PNG downloads), the printable flyer, and ready-made messages for
 * text, e-mail and WhatsApp with copy buttons and links that open them ready to send.
 */
export function ShareKitPanel({ kind, slug, origin, name, campaignName, goalCents, plan }: ShareKitPanelProps) {
  const urls = shareKitUrls({ origin, kind, slug });
  const messages = shareMessages({
    kind,
    name,
    campaignName,
    goal: goalCents ? formatCentsWhole(goalCents) : null,
    url: urls.linkUrl,
    plan,
  });
  const links = shareLinks(messages);
  // Same-origin paths: a download attribute is honoured only on the page's own origin.
  const paths = {
    qrSvg: shareKitPath(kind, slug, 'qr.svg'),
    qrPng: shareKitPath(kind, slug, 'qr.png'),
    flyer: shareKitPath(kind, slug, 'flyer'),
    orderForm: shareKitPath(kind, slug, 'order-form'),
  };
  const channels = [
    {
      id: 'text',
      title: 'Text message',
      icon: MessageSquare,
      body: messages.text,
      href: links.sms,
      open: 'Open in Messages',
    },
    {
      id: 'email',
      title: 'E-mail',
      icon: Mail,
      subject: messages.emailSubject,
      body: messages.emailBody,
      href: links.email,
      open: 'Open in e-mail',
    },
    {
      id: 'whatsapp',
      title: 'WhatsApp',
      icon: MessageCircle,
      body: messages.whatsapp,
      href: links.whatsapp,
      open: 'Open WhatsApp',
    },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn by our own route */}
        <img
          src={paths.qrSvg}
          alt={`QR code for ${urls.pageUrl}`}
          width={144}
          height={144}
          className="size-36 shrink-0 self-center rounded-lg border bg-white sm:self-start"
        />
        <div className="min-w-0 space-y-3">
          <p className="text-sm text-muted-foreground">
            The QR code opens {kind === 'fundraiser' ? 'your page' : 'the campaign page'}; orders from it are marked as
            coming from the QR code. Print it, or put it on a poster or a slide.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={paths.qrSvg} download={qrFileName(kind, slug, 'svg')}>
                <Download aria-hidden="true" /> QR code (SVG)
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={paths.qrPng} download={qrFileName(kind, slug, 'png')}>
                <Download aria-hidden="true" /> QR code (PNG)
              </a>
            </Button>
            <Button asChild size="sm">
              <Link href={paths.flyer}>
                <FileText aria-hidden="true" /> Printable flyer
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link href={paths.orderForm}>
                <ClipboardList aria-hidden="true" /> Order form
              </Link>
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => copyText(urls.linkUrl, 'Link')}>
              <Copy aria-hidden="true" /> Copy link
            </Button>
          </div>
        </div>
      </div>
      <ul className="grid gap-4 lg:grid-cols-3" aria-label="Ready-made messages">
        {channels.map((channel) => (
          <li key={channel.id} className="flex min-w-0 flex-col gap-3 rounded-xl border p-4">
            <h3 className="flex items-center gap-2 font-semibold">
              <channel.icon className="size-4 text-primary" aria-hidden="true" /> {channel.title}
            </h3>
            <div className="flex-1 rounded-lg bg-muted p-3 text-sm wrap-anywhere whitespace-pre-line">
              {channel.subject ? (
                <p className="mb-2 font-medium">
                  <span className="text-muted-foreground">Subject: </span>
                  {channel.subject}
                </p>
              ) : null}
              {channel.body}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => copyText(channel.body, 'Message')}
                aria-label={`Copy the ${channel.title.toLowerCase()}`}
              >
                <Copy aria-hidden="true" /> Copy
              </Button>
              <Button asChild variant="ghost" size="sm">
                <a
                  href={channel.href}
                  {...(channel.id === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <Send aria-hidden="true" /> {channel.open}
                </a>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
