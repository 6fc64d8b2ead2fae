/*
 * The share kit of a public fundraiser or campaign page: where its pieces live and the ready-made messages.
 * Shared by the server (settings page, e-mails through src/server/share-kit/urls.ts) and the client (copy buttons).
 * The `src` marker on a link says where a buyer came from (`qr` on the QR code, `link` on shared links); orders
 * record it (issue 14, attribution sources).
 */

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
}: {
  kind: ShareKitKind;
  name: string;
  campaignName: string | null;
  goal: string | null;
  url: string;
}): ShareMessages {
  const cause = campaignName ?? name;
  const goalText = goal ? ` We're aiming for ${goal}.` : '';
  if (kind === 'campaign') {
    return {
      text: `Hi! ${cause} is raising money with fresh-roasted Steam & Grind coffee.${goalText} Every bag helps: ${url}`,
      emailSubject: `Support ${cause} with a bag of great coffee`,
      emailBody: `Hi,\n\n${cause} is raising money by selling small-batch coffee from Steam & Grind, roasted in Kentucky.${goalText}\n\nEvery bag you buy helps the team. You can order here:\n${url}\n\nThank you!`,
      whatsapp: `☕ ${cause} is raising money with Steam & Grind coffee.${goalText} Every bag helps: ${url}`,
    };
  }
  const forWhat = campaignName ? ` for ${campaignName}` : '';
  return {
    text: `Hi! I'm raising money${forWhat} by selling fresh-roasted Steam & Grind coffee.${goalText.replace("We're", "I'm")} Would you buy a bag? ${url}`,
    emailSubject: `Help ${name} reach their fundraising goal`,
    emailBody: `Hi,\n\nI'm raising money${forWhat} by selling small-batch coffee from Steam & Grind, roasted in Kentucky.${goalText.replace("We're", "I'm")}\n\nEvery bag you buy through my page counts towards my goal:\n${url}\n\nThank you for your support!\n${name}`,
    whatsapp: `☕ I'm raising money${forWhat} with Steam & Grind coffee.${goalText.replace("We're", "I'm")} Would you buy a bag? ${url}`,
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
