import 'server-only';
import { button, html, link, oneLine, paragraph, type MailContent } from '../layout';
import { composeMail } from '../message';
import { captainLabel, greeting } from './shared';

export type ShareKit = { pageUrl: string; qrUrl: string; flyerUrl: string };

export type ShareKitNudgeEmailInput = {
  fundraiserName: string | null;
  captainName: string;
  campaignName: string;
  /** Null while the fundraiser has no public page yet: the mail then points at their settings. */
  shareKit: ShareKit | null;
  settingsUrl: string;
  unsubscribeUrl: string;
  /** Issue 27: the child a guardian reads for (`fundraiserName` is then the guardian's own name). */
  forName?: string | null;
};

/** A captain nudges a team member who has not sold anything yet, with everything they need to share their page. */
export function shareKitNudgeEmail({
  fundraiserName,
  captainName,
  campaignName,
  shareKit,
  settingsUrl,
  unsubscribeUrl,
  forName,
}: ShareKitNudgeEmailInput): MailContent {
  const captain = captainLabel(captainName);
  const campaign = oneLine(campaignName);
  const child = forName ? oneLine(forName) : null;
  const your = child ? `${child}'s` : 'your';
  const Your = child ? `${child}'s` : 'Your';
  const intro = `${captain} would love to see ${your} first sale for ${campaign}. The easiest start: share ${child ? 'their' : 'your'} page.`;
  const setUp = child
    ? `${Your} fundraiser page is not public yet. Turn it on, choose its address and give your consent on your Family page:`
    : 'Your fundraiser page is not public yet. Turn it on and choose its address in your settings:';

  if (!shareKit) {
    return composeMail({
      subject: `${Your} first sale for ${campaign}`,
      heading: 'Ready for your first sale?',
      preheader: intro,
      paragraphs: [greeting(fundraiserName), intro, setUp, settingsUrl],
      body: html`${paragraph(greeting(fundraiserName))}${paragraph(intro)}${paragraph(setUp)}${button({ label: 'Open your settings', url: settingsUrl })}`,
      unsubscribeUrl,
    });
  }

  const { pageUrl, qrUrl, flyerUrl } = shareKit;
  return composeMail({
    subject: `${Your} first sale for ${campaign}`,
    heading: 'Ready for your first sale?',
    preheader: intro,
    paragraphs: [
      greeting(fundraiserName),
      intro,
      `${Your} page (send it by text, e-mail or social media): ${pageUrl}`,
      `${Your} QR code (print it or show it on your phone): ${qrUrl}`,
      `${Your} flyer (print and hand out): ${flyerUrl}`,
    ],
    body: html`${paragraph(greeting(fundraiserName))}${paragraph(intro)}${button({ label: 'Open your page', url: pageUrl })}${paragraph(
      html`<strong>Your share kit</strong><br>Link to send: ${link(pageUrl)}<br>QR code to print or show: ${link(qrUrl)}<br>Flyer to hand out: ${link(flyerUrl)}`,
    )}`,
    unsubscribeUrl,
  });
}
