import { describe, expect, it } from 'vitest';
import {
  fundraisingMilestoneEmail,
  inviteReminderEmail,
  shareKitNudgeEmail,
  weeklySummaryEmail,
  type MailContent,
} from '@/server/mail';

const UNSUBSCRIBE = 'http://localhost:3000/unsubscribe?email=x%40example.com&sig=abc';
const EVIL = 'Mallory <script>alert(1)</script> & "Co"';

const messages: Array<[string, MailContent]> = [
  [
    'milestone',
    fundraisingMilestoneEmail({
      fundraiserName: EVIL,
      campaignName: EVIL,
      percent: 50,
      raisedCents: 1000,
      goalCents: 2000,
      pageUrl: 'http://localhost:3000/fundraisers/mallory',
      unsubscribeUrl: UNSUBSCRIBE,
    }),
  ],
  [
    'share kit',
    shareKitNudgeEmail({
      fundraiserName: EVIL,
      captainName: EVIL,
      campaignName: EVIL,
      shareKit: {
        pageUrl: 'http://a.test/p?src=link',
        qrUrl: 'http://a.test/p/qr.png',
        flyerUrl: 'http://a.test/p/flyer',
      },
      settingsUrl: 'http://localhost:3000/settings',
      unsubscribeUrl: UNSUBSCRIBE,
    }),
  ],
  [
    'weekly summary',
    weeklySummaryEmail({
      captainName: EVIL,
      campaignName: EVIL,
      weekOf: '2026-11-23',
      members: [{ name: EVIL, salesCents: 1999, bags: 2, supporters: 1, goalPercent: 40, lastSaleAt: new Date() }],
      teamUrl: 'http://localhost:3000/captain/team-management?campaign=1',
      unsubscribeUrl: UNSUBSCRIBE,
    }),
  ],
];

describe('fundraising e-mail templates', () => {
  it.each(messages)('%s: carries the unsubscribe link in both parts and escapes every name', (_, mail) => {
    expect(mail.text).toContain(UNSUBSCRIBE);
    expect(mail.html).toContain('href="http://localhost:3000/unsubscribe?email=x%40example.com&amp;sig=abc"');
    expect(mail.html).toContain('Unsubscribe from fundraising e-mails');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.subject).not.toMatch(/\n/);
  });
});

describe('the milestone e-mail', () => {
  it('names in its title the share of the goal its body gives, not the threshold crossed (issue 26)', () => {
    const mail = fundraisingMilestoneEmail({
      fundraiserName: 'Ava',
      campaignName: 'Fall Drive',
      percent: 25,
      raisedCents: 10_000,
      goalCents: 25_000,
      pageUrl: null,
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(mail.subject).toBe('You are 40% of the way to your goal');
    expect(mail.text).toContain('40% of your goal');
    expect(mail.text).toContain('You have raised $100.00 of your $250.00 goal for Fall Drive.');
    expect(mail.text).not.toContain('25%');
    const almost = fundraisingMilestoneEmail({
      fundraiserName: 'Ava',
      campaignName: 'Fall Drive',
      percent: 75,
      raisedCents: 24_999,
      goalCents: 25_000,
      pageUrl: null,
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(almost.subject).toBe('You are 99% of the way to your goal');
  });
});

describe('the invitation reminder', () => {
  it('carries the stop-team-invitations link in both parts and escapes every name', () => {
    const optOutUrl = 'http://localhost:3000/unsubscribe/invitations?email=x%40example.com&sig=abc';
    const mail = inviteReminderEmail({
      inviteeName: EVIL,
      captainName: EVIL,
      campaignName: EVIL,
      acceptUrl: 'http://localhost:3000/invites/accept?token=t',
      optOutUrl,
    });
    expect(mail.text).toContain(optOutUrl);
    expect(mail.html).toContain(
      'href="http://localhost:3000/unsubscribe/invitations?email=x%40example.com&amp;sig=abc"',
    );
    expect(mail.html).toContain('Stop team invitations');
    expect(mail.html).not.toContain('Unsubscribe from fundraising e-mails');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
