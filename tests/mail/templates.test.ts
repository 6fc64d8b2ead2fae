import { afterEach, describe, expect, it } from 'vitest';
import { lineTotal, sumCents } from '@/lib/money';
import { site } from '@/lib/site';
import {
  contactNotificationEmail,
  orderConfirmationEmail,
  orderNotificationEmail,
  passwordResetEmail,
  shopInbox,
  teamInviteEmail,
  type MailContent,
} from '@/server/mail';
import { setEnv } from './env';

const items = [
  { name: 'House Blend', quantity: 3, unitPriceCents: 1999, lineTotalCents: lineTotal(1999, 3) },
  { name: 'Sample Sachet', quantity: 1, unitPriceCents: 1, lineTotalCents: lineTotal(1, 1) },
];
const totalCents = sumCents(items.map((item) => item.lineTotalCents));
const orderUrl = 'http://localhost:3000/orders/SG-261122-7KQ4M?key=0123456789abcdef0123456789abcdef';
const plan = {
  orderUrl,
  outstandingCents: totalCents,
  paymentInstructions: { methods: ['cash' as const, 'venmo' as const], handle: '@oldham-soccer' },
  pickup: {
    kind: 'meetup' as const,
    name: 'School gym',
    address: '12 Oak St',
    startsAt: '2030-12-07T15:00:00Z',
    endsAt: '2030-12-07T17:00:00Z',
  },
  orderDeadline: null,
};
const order = { customerFirstName: 'Jo', orderNumber: 'SG-261122-7KQ4M', items, totalCents, plan };

describe('mail layout', () => {
  it('wraps every message in the brand look with the footer in both parts', () => {
    const { text, html } = passwordResetEmail({
      displayName: 'Maya',
      resetUrl: 'http://localhost:3000/r?t=1',
      expiresInMinutes: 60,
    });

    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('max-width:600px');
    expect(html).toContain('background-color:#f7f1e8');
    expect(html).toContain('color:#2b1a12');
    expect(html).toMatch(/background-color:#8c4519;[^>]*>\s*<a [^>]*color:#f7f1e8;[^>]*>Choose a new password<\/a>/);
    expect(html).toContain('>Steam &amp; Grind</td>');
    expect(html).toContain('Steam &amp; Grind · Prospect, Kentucky');
    expect(html).toContain(`href="mailto:${site.email}"`);
    expect(html).not.toMatch(/<style|<link|class="/);

    expect(text.startsWith('Steam & Grind\n')).toBe(true);
    expect(text.endsWith(`-- \nSteam & Grind · Prospect, Kentucky\n${site.email}\n`)).toBe(true);
    expect(text).not.toMatch(/<[a-z]|&amp;/);
  });
});

describe('password reset e-mail', () => {
  it('escapes the display name in the HTML part', () => {
    const { text, html } = passwordResetEmail({
      displayName: '<script>alert(1)</script>',
      resetUrl: 'http://localhost:3000/r?t=1',
      expiresInMinutes: 60,
    });

    expect(html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).not.toContain('<script>');
    expect(text).toContain('Hi <script>alert(1)</script>,');
  });

  it('puts the link on its own text line, says how long it works, and escapes & in the href', () => {
    const resetUrl = 'http://localhost:3000/reset-password?token=abc&email=a%40b.c';
    const { subject, text, html } = passwordResetEmail({ displayName: null, resetUrl, expiresInMinutes: 45 });

    expect(subject).toBe('Reset your Steam & Grind password');
    expect(text.split('\n')).toContain(resetUrl);
    expect(text).toContain('Hello,');
    expect(text).toContain('45 minutes');
    expect(html).toContain('href="http://localhost:3000/reset-password?token=abc&amp;email=a%40b.c"');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      passwordResetEmail({ displayName: 'Maya', resetUrl: 'javascript:alert(1)', expiresInMinutes: 60 }),
    ).toThrow(/non-http/);
  });
});

describe('order confirmation e-mail', () => {
  it('formats every amount exactly from integer cents', () => {
    const { subject, text, html } = orderConfirmationEmail(order);

    expect(totalCents).toBe(5998);
    expect(subject).toBe('Your Steam & Grind order SG-261122-7KQ4M');
    expect(text).toContain('- House Blend: 3 × $19.99 = $59.97');
    expect(text).toContain('- Sample Sachet: 1 × $0.01 = $0.01');
    expect(text).toContain('Total: $59.98');
    expect(html).toMatch(/>House Blend<\/td>\s*<td[^>]*>3<\/td>\s*<td[^>]*>\$19\.99<\/td>\s*<td[^>]*>\$59\.97<\/td>/);
    expect(html).toMatch(/>Total<\/td>(\s*<td[^>]*><\/td>){2}\s*<td[^>]*>\$59\.98<\/td>/);
  });

  it('tells the plan instead of "we will contact you": amount due, how to pay, pickup and the order page', () => {
    const { text, html } = orderConfirmationEmail(order);

    for (const part of [text, html]) {
      expect(part).toContain('There is no online payment.');
      expect(part).toContain('Amount due: $59.98');
      expect(part).toContain('Pay by Cash or Venmo.');
      expect(part).toContain('Venmo: @oldham-soccer');
      expect(part).toContain('Meetup: School gym, 12 Oak St · Sat, Dec 7, 10:00 AM – 12:00 PM');
      expect(part).not.toMatch(/we will contact you/i);
    }
    expect(text).toContain(`Your order page (show its QR code at pickup): ${orderUrl}`);
    expect(html).toContain(`href="${orderUrl}"`);
  });

  it('names whom the purchase supports: the fundraiser, the whole team (issue 26), or no one for a shop order', () => {
    const team = orderConfirmationEmail({ ...order, fundraiserName: null, campaignName: 'Spring Fundraiser' });
    expect(team.text).toContain('Your purchase supports the whole team of Spring Fundraiser.');
    expect(team.html).toContain('Your purchase supports the whole team of Spring Fundraiser.');
    const shop = orderConfirmationEmail({ ...order, fundraiserName: null, campaignName: null });
    expect(shop.text).not.toContain('supports');
    expect(shop.html).not.toContain('supports');
    const abbreviated = orderConfirmationEmail({ ...order, fundraiserName: 'Jo Smith Jr.', campaignName: null });
    expect(abbreviated.text).toContain('Your purchase supports Jo Smith Jr.');
    expect(abbreviated.text).not.toContain('Jr..');

    const supported = orderConfirmationEmail({
      ...order,
      fundraiserName: 'Ava Carter',
      campaignName: 'Spring Fundraiser',
    });
    expect(supported.text).toContain('Your purchase supports Ava Carter (Spring Fundraiser).');
    expect(supported.html).toContain('Your purchase supports Ava Carter (Spring Fundraiser).');
  });
});

describe('shop notifications and invitations', () => {
  it('tells the shop who ordered what, with a link to the order in the admin', () => {
    const { subject, text, html } = orderNotificationEmail({
      orderNumber: 'SG-261122-7KQ4M',
      customerName: 'Jo Baker',
      customerEmail: 'jo@example.com',
      customerPhone: '(502) 555-0100',
      items,
      totalCents,
      campaignName: 'Spring Fundraiser',
      fundraiserName: 'Ava Carter',
      adminUrl: 'http://localhost:3000/admin/orders/7',
    });

    expect(subject).toBe('New order SG-261122-7KQ4M from Jo Baker ($59.98)');
    expect(text).toContain(
      'E-mail: jo@example.com\nPhone: (502) 555-0100\nCampaign: Spring Fundraiser\nFundraiser: Ava Carter',
    );
    expect(text).toContain('Total: $59.98');
    expect(text.split('\n')).toContain('http://localhost:3000/admin/orders/7');
    expect(html).toContain('href="tel:5025550100"');
    expect(html).toContain('href="http://localhost:3000/admin/orders/7"');
  });

  it('leaves out campaign lines for a plain order and says when there is no phone', () => {
    const { text } = orderNotificationEmail({
      orderNumber: 'SG-1',
      customerName: 'Jo',
      customerEmail: 'jo@example.com',
      items,
      totalCents,
      adminUrl: 'http://localhost:3000/admin/orders/1',
    });
    expect(text).toContain('Phone: not given');
    expect(text).not.toMatch(/Campaign:|Fundraiser:/);
  });

  it("names the buyer's pickup choice; without one it still asks the shop to get in touch", () => {
    const base = {
      orderNumber: 'SG-2',
      customerName: 'Jo Baker',
      customerEmail: 'jo@example.com',
      items,
      totalCents,
      adminUrl: 'http://localhost:3000/admin',
    };
    const picked = orderNotificationEmail({
      ...base,
      pickup: 'Meetup: School gym, 12 Oak St · Sat, Dec 7, 10:00 AM – 12:00 PM',
    });
    for (const part of [picked.text, picked.html]) {
      expect(part).toContain('Meetup: School gym, 12 Oak St · Sat, Dec 7, 10:00 AM – 12:00 PM');
      expect(part).not.toContain('get in touch');
    }
    expect(picked.text).toContain('Pickup: Meetup: School gym');
    expect(orderNotificationEmail(base).text).toContain('No pickup option was offered: get in touch');
  });

  it('invites a team member by name to the captain’s campaign', () => {
    const { subject, text, html } = teamInviteEmail({
      inviteeName: 'Sam',
      captainName: 'Ava Carter',
      campaignName: 'Spring Fundraiser',
      acceptUrl: 'http://localhost:3000/invite/abc',
      optOutUrl: 'http://localhost:3000/unsubscribe/invitations?email=sam%40example.com&sig=s',
    });

    expect(subject).toBe('Ava Carter invited you to join the Spring Fundraiser team');
    // Issue 23: every invitation carries the signed stop-team-invitations link in both parts.
    expect(text).toContain(
      'Stop team invitations:\nhttp://localhost:3000/unsubscribe/invitations?email=sam%40example.com&sig=s',
    );
    expect(html).toMatch(
      /<a href="http:\/\/localhost:3000\/unsubscribe\/invitations\?[^"]+"[^>]*>Stop team invitations<\/a>/,
    );
    expect(text).toContain('Hi Sam,');
    expect(text.split('\n')).toContain('http://localhost:3000/invite/abc');
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/invite\/abc"[^>]*>Accept invitation<\/a>/);
  });

  it('forwards a contact message with its line breaks and a one-line subject', () => {
    const { subject, text, html } = contactNotificationEmail({
      name: 'Jo Baker',
      email: 'jo@example.com',
      subject: 'Wholesale\r\nBcc: victim@example.com',
      message: 'Line one\nLine <two>',
    });

    expect(subject).toBe('Contact form: Wholesale Bcc: victim@example.com');
    expect(text).toContain('Line one\nLine <two>');
    expect(html).toContain('Line one<br>Line &lt;two&gt;');
  });

  it('escapes every caller-supplied value in every template', () => {
    const evil = '"><img src=x onerror=alert(1)>';
    const url = `http://localhost:3000/x?q=${evil}`;
    const mails: MailContent[] = [
      passwordResetEmail({ displayName: evil, resetUrl: url, expiresInMinutes: 60 }),
      teamInviteEmail({ inviteeName: evil, captainName: evil, campaignName: evil, acceptUrl: url, optOutUrl: url }),
      orderConfirmationEmail({
        ...order,
        customerFirstName: evil,
        orderNumber: evil,
        items: [{ ...items[0]!, name: evil }],
        fundraiserName: evil,
        campaignName: evil,
      }),
      orderNotificationEmail({
        orderNumber: evil,
        customerName: evil,
        customerEmail: evil,
        customerPhone: evil,
        items: [{ ...items[0]!, name: evil }],
        totalCents,
        campaignName: evil,
        fundraiserName: evil,
        adminUrl: url,
      }),
      contactNotificationEmail({ name: evil, email: evil, subject: evil, message: evil }),
    ];
    for (const { html } of mails) {
      expect(html).not.toContain('<img');
      expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    }
  });
});

describe('shopInbox', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('prefers ORDER_NOTIFY_EMAIL, then the admin, then the site address', () => {
    restore = setEnv({
      ORDER_NOTIFY_EMAIL: 'orders@test.local',
      ADMIN_EMAIL: 'boss@test.local',
      ADMIN_PASSWORD: 'Admin-password-1',
    });
    expect(shopInbox()).toBe('orders@test.local');
    restore();

    restore = setEnv({
      ORDER_NOTIFY_EMAIL: undefined,
      ADMIN_EMAIL: 'boss@test.local',
      ADMIN_PASSWORD: 'Admin-password-1',
    });
    expect(shopInbox()).toBe('boss@test.local');
    restore();

    restore = setEnv({ ORDER_NOTIFY_EMAIL: undefined, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
    expect(shopInbox()).toBe(site.email);
  });
});
