import { describe, expect, it } from 'vitest';
import { deadlineSoonEmail } from '@/server/mail/templates/deadline-soon';
import { buyerShortName, orderCreditedEmail } from '@/server/mail/templates/order-credited';
import { paymentReminderEmail } from '@/server/mail/templates/payment-reminder';
import { pickupReadyEmail } from '@/server/mail/templates/pickup-ready';
import { pickupReminderEmail } from '@/server/mail/templates/pickup-reminder';
import type { MailPlan } from '@/server/mail/templates/plan-block';

const ORDER_URL = 'http://localhost:3000/orders/SG-261205-AB12C?key=0123456789abcdef0123456789abcdef';
const pickup = {
  kind: 'meetup' as const,
  name: 'School gym',
  address: '12 Oak St',
  startsAt: '2026-12-05T15:00:00Z',
  endsAt: '2026-12-05T17:00:00Z',
};
const plan: MailPlan = {
  orderUrl: ORDER_URL,
  outstandingCents: 1250,
  paymentInstructions: { methods: ['cash', 'venmo'], handle: '@oldham-soccer', payableTo: 'Oldham Soccer' },
  pickup,
  orderDeadline: null,
};
const buyer = { customerFirstName: 'Jo', orderNumber: 'SG-261205-AB12C', plan };
const UNSUBSCRIBE = 'http://localhost:3000/unsubscribe?e=a%40b.c&s=sig';

describe('buyer notices', () => {
  it('"ready for pickup": amount due, how to pay, the pickup and the order link with its key, in both parts', () => {
    const mail = pickupReadyEmail(buyer);
    expect(mail.subject).toBe('Your Steam & Grind order SG-261205-AB12C is ready for pickup');
    expect(mail.text).toContain('Hi Jo,');
    expect(mail.text).toContain('Good news: your order SG-261205-AB12C is ready for pickup.');
    expect(mail.text).toContain(
      'Amount due: $12.50\nPay by Cash or Venmo.\nVenmo: @oldham-soccer\nChecks payable to: Oldham Soccer',
    );
    expect(mail.text).toContain('Pickup — Meetup: School gym, 12 Oak St · Sat, Dec 5, 10:00 AM – 12:00 PM');
    expect(mail.text).toContain(`Your order page (show its QR code at pickup): ${ORDER_URL}`);
    expect(mail.html).toContain('<strong>Amount due: $12.50</strong>');
    expect(mail.html).toContain(`href="${ORDER_URL}"`);
    expect(mail.text).not.toContain('Unsubscribe');
  });

  it('"ready" when paid in full and without a pickup choice', () => {
    const mail = pickupReadyEmail({ ...buyer, plan: { ...plan, outstandingCents: 0, pickup: null } });
    expect(mail.text).toContain('Paid in full. Thank you!');
    expect(mail.text).not.toContain('Amount due');
    expect(mail.text).toContain('We will e-mail you when your order is ready.');
  });

  it('the day-before reminder names the place and time in the subject', () => {
    const mail = pickupReminderEmail({ ...buyer, plan: { ...plan, pickup } });
    expect(mail.subject).toBe('Pickup tomorrow: School gym Sat, Dec 5, 10:00 AM – 12:00 PM');
    expect(mail.text).toContain(
      'A reminder: you can pick up your order SG-261205-AB12C tomorrow at School gym, Sat, Dec 5, 10:00 AM – 12:00 PM.',
    );
    expect(mail.text).toContain('Amount due: $12.50');
    expect(mail.text).toContain(ORDER_URL);
  });

  it('the payment reminder says how much is due for which order', () => {
    const mail = paymentReminderEmail({ ...buyer, plan: { ...plan, outstandingCents: 750 } });
    expect(mail.subject).toBe('A reminder: $7.50 due for order SG-261205-AB12C');
    expect(mail.text).toContain('Amount due: $7.50');
    expect(mail.text).toContain(ORDER_URL);
  });

  it('escapes what buyers typed', () => {
    const mail = pickupReadyEmail({ ...buyer, customerFirstName: '<b>Jo</b>' });
    expect(mail.html).not.toContain('<b>Jo</b>');
  });
});

describe('team notices', () => {
  it('"48 hours left" has the deadline, the page to share and the unsubscribe link', () => {
    const mail = deadlineSoonEmail({
      name: 'Pat',
      forName: 'Ava',
      campaignName: 'Oldham Soccer',
      deadline: '2026-12-04T01:00:00Z',
      pageUrl: 'http://localhost:3000/f/ava-runs',
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(mail.subject).toBe('48 hours left to order for Oldham Soccer');
    expect(mail.text).toContain('Hi Pat,');
    expect(mail.text).toMatch(/Orders for Oldham Soccer close Dec 3, 2026, 8:00 PM\./);
    expect(mail.text).toContain("share Ava's page");
    expect(mail.text).toContain('http://localhost:3000/f/ava-runs');
    expect(mail.text).toContain(UNSUBSCRIBE);
    expect(mail.html).toContain('Unsubscribe from fundraising e-mails');
  });

  it('"credited": first name and last initial only, the bags and the pickup', () => {
    const mail = orderCreditedEmail({
      name: 'Rory',
      buyerFirstName: 'Jo',
      buyerLastName: 'smith',
      bags: 2,
      campaignName: 'Oldham Soccer',
      pickup,
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(mail.subject).toBe('A new order was credited to you');
    expect(mail.text).toContain('Jo S. ordered 2 bags; pickup Sat, Dec 5, 10:00 AM – 12:00 PM at School gym.');
    expect(mail.text).toContain('A new order was credited to you in Oldham Soccer.');
    expect(mail.text).not.toContain('smith');
    expect(mail.text).toContain(UNSUBSCRIBE);
  });

  it('a buyer name that is not a plain name is not repeated', () => {
    expect(buyerShortName('Jo', 'Smith')).toBe('Jo S.');
    expect(buyerShortName('Jo', '')).toBe('Jo');
    expect(buyerShortName('visit evil.example', 'X')).toBe('A supporter');
    const one = orderCreditedEmail({
      name: null,
      buyerFirstName: 'Jo',
      buyerLastName: 'Smith',
      bags: 1,
      campaignName: null,
      pickup: null,
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(one.text).toContain('Hello,');
    expect(one.text).toContain('Jo S. ordered 1 bag.');
  });
});
