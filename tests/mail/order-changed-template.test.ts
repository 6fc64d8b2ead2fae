import { describe, expect, it } from 'vitest';
import { orderChangedEmail } from '@/server/mail/templates/order-changed';

const ORDER_URL = 'http://localhost:3000/orders/SG-261205-AB12C?key=0123456789abcdef0123456789abcdef';
const items = [
  { name: 'Ethiopia Guji', quantity: 1, unitPriceCents: 1950, lineTotalCents: 1950 },
  { name: 'House Blend', quantity: 1, unitPriceCents: 1600, lineTotalCents: 1600 },
];
const base = {
  customerFirstName: 'Jo',
  orderNumber: 'SG-261205-AB12C',
  previousTotalCents: 5500,
  totalCents: 3550,
  items,
};

describe('"your order was changed" (issue 26)', () => {
  it('tells the new and old totals, the lines, what is still due and the order page link, in both parts', () => {
    const mail = orderChangedEmail({
      ...base,
      plan: { orderUrl: ORDER_URL, outstandingCents: 0, paymentInstructions: null, pickup: null },
    });
    expect(mail.subject).toBe('Your Steam & Grind order SG-261205-AB12C was changed: new total $35.50');
    expect(mail.text).toContain('Hi Jo,');
    expect(mail.text).toContain('Its total is now $35.50 (it was $55.00).');
    expect(mail.text).toContain('Paid in full. Thank you!');
    expect(mail.text).toContain('- Ethiopia Guji: 1 × $19.50 = $19.50');
    expect(mail.text).toContain('Total: $35.50');
    expect(mail.text).toContain(ORDER_URL);
    expect(mail.html).toContain(`href="${ORDER_URL}"`);
    expect(mail.text).not.toContain('Unsubscribe');
  });

  it('says what is still owed when the total rose', () => {
    const mail = orderChangedEmail({
      ...base,
      previousTotalCents: 3300,
      totalCents: 5250,
      plan: { orderUrl: ORDER_URL, outstandingCents: 1950, paymentInstructions: null, pickup: null },
    });
    expect(mail.text).toContain('Amount due: $19.50');
  });
});
