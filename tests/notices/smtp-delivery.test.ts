import { describe, expect, it } from 'vitest';
import { POST as captainNotify } from '@/app/%5Fapi/captain/campaign/notify/route';
import { call } from '../support/http';
import { setupTestSmtpServer } from '../support/smtp';
import { addOption, buyerOrder, noticeCampaign } from './support';

const mailServer = setupTestSmtpServer();

describe('a notice over real SMTP', () => {
  it('"ready for pickup" leaves the outbox and arrives with the amount due, the pickup and the order link', async () => {
    const { campaign, captainCookie } = await noticeCampaign();
    const gym = await addOption(campaign.id);
    const order = await buyerOrder(campaign.id, { pickupOptionId: gym.id, collectedCents: 250 });
    const result = await call(captainNotify, {
      method: 'POST',
      path: '/_api/captain/campaign/notify',
      body: { campaignId: campaign.id, kind: 'ready', pickupOptionId: gym.id },
      headers: { cookie: captainCookie },
    });
    expect(result.json).toMatchObject({ sent: 1, skipped: 0 });
    const mail = await mailServer().waitForMessage((message) => message.to.includes(order.customerEmail));
    expect(mail.subject).toBe(`Your Steam & Grind order ${order.orderNumber} is ready for pickup`);
    expect(mail.text).toContain('Amount due: $10.00');
    expect(mail.text).toContain('Pickup — Meetup: School gym, 12 Oak St');
    expect(mail.text).toContain(`http://localhost:3000/orders/${order.orderNumber}?key=${order.accessKey}`);
    expect(mail.html).toContain(`href="http://localhost:3000/orders/${order.orderNumber}?key=${order.accessKey}"`);
    expect(mail.raw).not.toContain('List-Unsubscribe');
  });
});
