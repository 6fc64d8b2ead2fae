import { asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { mailOutbox, orders } from '@/server/db/schema';
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

/** The receipts queued for these orders' buyers, oldest first. */
export async function receiptsTo(recipients: string[]) {
  const db = await getDb();
  if (recipients.length === 0) return [];
  return db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.recipient, recipients))
    .orderBy(asc(mailOutbox.id))
    .then((rows) => rows.filter((row) => row.kind === 'payment-receipt'));
}

export async function emailOf(orderId: number) {
  const db = await getDb();
  const [row] = await db.select({ email: orders.customerEmail }).from(orders).where(eq(orders.id, orderId));
  return row!.email;
}

/** The text part's whitespace collapsed, so sentences can be matched across wrapped lines. */
export const flat = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
