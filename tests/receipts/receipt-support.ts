import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { orders } from '@/server/db/schema';
import { outboxMail } from '../support/outbox-mail';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';

export const SOCCER = { name: 'Oldham County Youth Soccer', taxId: '61-1234567', shareIsContribution: false };

/** A $90 order: three $20 bags ($60 of coffee) and a $30 gift, in a campaign raising money for the soccer club. */
export async function giftOrder(values: Parameters<typeof insertOrder>[0] = {}) {
  const { campaign, fundraiser } = await createCampaignWithFundraiser([], { beneficiary: SOCCER });
  return insertOrder(
    { campaignId: campaign.id, subAccountId: fundraiser.id, giftCents: 3000, totalCents: 9000, ...values },
    [{ productName: 'Kenya AA', unitPriceCents: 2000, quantity: 3 }],
  );
}

/** The receipts queued for these orders' buyers, oldest first, with their bodies (also once sent). */
export async function receiptsTo(recipients: string[]) {
  const rows = await Promise.all(recipients.map((recipient) => outboxMail(recipient, 'payment-receipt')));
  return rows.flat().sort((a, b) => a.id - b.id);
}

export async function emailOf(orderId: number) {
  const db = await getDb();
  const [row] = await db.select({ email: orders.customerEmail }).from(orders).where(eq(orders.id, orderId));
  return row!.email;
}

/** The text part's whitespace collapsed, so sentences can be matched across wrapped lines. */
export const flat = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
