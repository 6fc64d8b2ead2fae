/*
 * The share kit of a public fundraiser or campaign page: where its pieces live and the ready-made messages.
 * Shared by the server (settings page, e-mails through src/server/share-kit/urls.ts) and the client (copy buttons).
 * The `src` marker on a link says where a buyer came from (`qr` on the QR code, `link` on shared links); orders
 * record it (issue 14, attribution sources).
 */

import type { PickupKind } from '@/lib/plan/plan-types';
import { SHOP_TIME_ZONE } from '@/lib/shop-time-zone';

export type ShareKitKind = 'fundraiser' | 'campaign';

export type ShareKitUrls = {
  /** The page itself, no marker (what the QR code and links point at). */
  pageUrl: string;
  /** The page as shared in messages and e-mails: `?src=link`. */
  linkUrl: string;
  /** What the QR code encodes: `?src=qr`. */
  qrTargetUrl: string;
  qrSvgUrl: string;
  qrPngUrl: string;
  flyerUrl: string;
  /** The Open Graph / Twitter card image. */
  cardImageUrl: string;
};

const SECTION: Record<ShareKitKind, string> = { fundraiser: 'fundraisers', campaign: 'campaigns' };

/** The path of a page of the kit, e.g. `/fundraisers/ava-runs` or `/campaigns/spring-drive/qr.png`. */
export function shareKitPath(kind: ShareKitKind, slug: string, file = ''): string {
  return `/${SECTION[kind]}/${encodeURIComponent(slug)}${file ? `/${file}` : ''}`;
}

/** Absolute URLs of every piece of the kit; `origin` is APP_URL (no trailing slash). */
export function shareKitUrls({ origin, kind, slug }: { origin: string; kind: ShareKitKind; slug: string }) {
  const base = origin.replace(/\/+$/, '');
  const at = (file = '') => `${base}${shareKitPath(kind, slug, file)}`;
  return {
    pageUrl: at(),
    linkUrl: `${at()}?src=link`,
    qrTargetUrl: `${at()}?src=qr`,
    qrSvgUrl: at('qr.svg'),
    qrPngUrl: at('qr.png'),
    flyerUrl: at('flyer'),
    cardImageUrl: at('card.png'),
  } satisfies ShareKitUrls;
}

/** File names the QR downloads are saved under. */
export function qrFileName(kind: ShareKitKind, slug: string, format: 'svg' | 'png'): string {
  return `steam-and-grind-${kind}-${slug}-qr.${format}`;
}

export type ShareMessages = { text: string; emailSubject: string; emailBody: string; whatsapp: string };

/** The campaign plan as the messages tell it (issue 25): the order deadline and the first pickup, ISO strings. */
export type SharePlan = {
  orderDeadline: string | null;
  firstPickup: { kind: PickupKind; name: string; startsAt: string } | null;
};

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: SHOP_TIME_ZONE });
const weekdayMonthDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/**
 * The plan in the few words a text message has room for: "Orders close Dec 18." and "Pickup Sat, Dec 20 at the
 * school gym." (or "Delivery from Sat, Dec 20."). A deadline already passed is left out, as is a missing part.
 */
export function sharePlanSentences(plan: SharePlan | null | undefined, now: Date = new Date()): string[] {
  if (!plan) return [];
  const sentences: string[] = [];
  if (plan.orderDeadline && new Date(plan.orderDeadline).getTime() > now.getTime()) {
    sentences.push(`Orders close ${monthDay.format(new Date(plan.orderDeadline))}.`);
  }
  const pickup = plan.firstPickup;
  if (pickup) {
    const day = weekdayMonthDay.format(new Date(pickup.startsAt));
    sentences.push(pickup.kind === 'meetup' ? `Pickup ${day} at ${pickup.name}.` : `Delivery from ${day}.`);
  }
  return sentences;
}

/**
 * Ready-made messages. `name` is the fundraiser (or the campaign for a campaign kit), `campaignName` what the money
 * is for, `goal` an already formatted amount or null.
 */
export function shareMessages({
  kind,
  name,
  campaignName,
  goal,
  url,
  plan,
  now,
}: {
  kind: ShareKitKind;
  name: string;
  campaignName: string | null;
  goal: string | null;
  url: string;
  /** The campaign's deadline and first pickup, told in every message when set. */
  plan?: SharePlan | null;
  now?: Date;
}): ShareMessages {
  const cause = campaignName ?? name;
  const goalText = goal ? ` We're aiming for ${goal}.` : '';
  const sentences = sharePlanSentences(plan, now);
  const planText = sentences.map((sentence) => ` ${sentence}`).join('');
  const planParagraph = sentences.length > 0 ? `\n\n${sentences.join(' ')}` : '';
  if (kind === 'campaign') {
    return {
      text: `Hi! ${cause} is raising money with fresh-roasted Steam & Grind coffee.${goalText}${planText} Every bag helps: ${url}`,
      emailSubject: `Support ${cause} with a bag of great coffee`,
      emailBody: `Hi,\n\n${cause} is raising money by selling small-batch coffee from Steam & Grind, roasted in Kentucky.${goalText}${planParagraph}\n\nEvery bag you buy helps the team. You can order here:\n${url}\n\nThank you!`,
      whatsapp: `☕ ${cause} is raising money with Steam & Grind coffee.${goalText}${planText} Every bag helps: ${url}`,
    };
  }
  const forWhat = campaignName ? ` for ${campaignName}` : '';
  const myGoal = goalText.replace("We're", "I'm");
  return {
    text: `Hi! I'm raising money${forWhat} by selling fresh-roasted Steam & Grind coffee.${myGoal}${planText} Would you buy a bag? ${url}`,
    emailSubject: `Help ${name} reach their fundraising goal`,
    emailBody: `Hi,\n\nI'm raising money${forWhat} by selling small-batch coffee from Steam & Grind, roasted in Kentucky.${myGoal}${planParagraph}\n\nEvery bag you buy through my page counts towards my goal:\n${url}\n\nThank you for your support!\n${name}`,
    whatsapp: `☕ I'm raising money${forWhat} with Steam & Grind coffee.${myGoal}${planText} Would you buy a bag? ${url}`,
  };
}

/** The `sms:`, `mailto:` and WhatsApp links that open each message ready to send. */
export function shareLinks(messages: ShareMessages) {
  return {
    sms: `sms:?&body=${encodeURIComponent(messages.text)}`,
    email: `mailto:?subject=${encodeURIComponent(messages.emailSubject)}&body=${encodeURIComponent(messages.emailBody)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(messages.whatsapp)}`,
  };
}
