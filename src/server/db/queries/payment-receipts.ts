import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Beneficiary } from '@/lib/gifts/beneficiary';
import type { Executor } from '../index';
import { campaigns, orders } from '../schema';
import { contributedShareSql } from './receipts';

/** What a payment's receipt needs of its order: the buyer, the order's link and its fair market value of the coffee. */
export type ReceiptOrder = {
  id: number;
  orderNumber: string;
  accessKey: string;
  customerFirstName: string;
  customerEmail: string;
  campaignName: string | null;
  beneficiary: Beneficiary | null;
  fairMarketValueCents: number;
};

/** The orders' receipt facts in one statement, however many orders a bulk payment touched. */
export async function getReceiptOrders(executor: Executor, orderIds: readonly number[]): Promise<ReceiptOrder[]> {
  if (orderIds.length === 0) return [];
  const rows = await executor
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      accessKey: orders.accessKey,
      customerFirstName: orders.customerFirstName,
      customerEmail: orders.customerEmail,
      campaignName: campaigns.name,
      beneficiary: campaigns.beneficiary,
      fairMarketValueCents: sql<string>`${orders.totalCents} - ${orders.giftCents} - ${contributedShareSql()}`,
    })
    .from(orders)
    .leftJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(inArray(orders.id, [...orderIds]));
  return rows.map((row) => ({
    ...row,
    beneficiary: row.beneficiary ?? null,
    fairMarketValueCents: Number(row.fairMarketValueCents),
  }));
}
