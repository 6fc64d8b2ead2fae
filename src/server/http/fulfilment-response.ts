import 'server-only';
import { toDateInputValue } from '@/lib/dates';
import { centsToDecimal } from '@/lib/money';
import type { CampaignFulfilment, FulfilmentGroup, FulfilmentOrder } from '@/lib/validation/campaign-fulfilment';
import { getCampaignFulfilment } from '@/server/db/queries/campaign-fulfilment';
import type { CampaignManager } from '@/server/db/queries/campaign-access';
import { notFound } from '@/server/errors';
import { CAMPAIGN_NOT_FOUND } from '@/server/services/admin-campaigns';
import { csvResponse, type CsvRow } from './csv';
import { json } from './route';

/*
 * The answer of GET /_api/admin/campaign/fulfilment and its captain twin: the sheet as JSON, or with format=csv the
 * same orders as a CSV download. The CSV has one record per order (not per line): its money columns then add up
 * in a spreadsheet, and a record is one bag of coffee handed to one buyer, as on the printed sheet.
 */

export const FULFILMENT_CSV_HEADER = [
  'Fundraiser',
  'Order Number',
  'Buyer',
  'Phone',
  'Email',
  'Items',
  'Bags',
  'Total',
  'Collected',
  'Outstanding',
  'Payment Status',
  'Order Status',
  'Handed Out',
] as const;

/** "2 x Ethiopia Guji; 1 x House Blend". */
export const itemsText = (order: Pick<FulfilmentOrder, 'items'>) =>
  order.items.map((item) => `${item.quantity} x ${item.name}`).join('; ');

export function fulfilmentCsvRecord(group: FulfilmentGroup, order: FulfilmentOrder): CsvRow {
  return [
    group.displayName,
    order.orderNumber,
    order.customerName,
    order.customerPhone,
    order.customerEmail,
    itemsText(order),
    order.items.reduce((bags, item) => bags + item.quantity, 0),
    centsToDecimal(order.totalCents),
    centsToDecimal(order.collectedCents),
    centsToDecimal(order.outstandingCents),
    order.paymentStatus,
    order.orderStatus,
    order.orderStatus === 'delivered' ? 'Yes' : '',
  ];
}

export const fulfilmentCsvFilename = (sheet: CampaignFulfilment, today = new Date()) =>
  `fulfilment-${sheet.campaign.slug ?? `campaign-${sheet.campaign.id}`}-${toDateInputValue(today)}.csv`;

/** The sheet of a campaign the caller manages (404 for any other), as JSON or CSV. */
export async function fulfilmentResponse({
  campaignId,
  format = 'json',
  manager,
}: {
  campaignId: number;
  format?: 'json' | 'csv';
  manager: CampaignManager;
}): Promise<Response> {
  const sheet = await getCampaignFulfilment({ campaignId, manager });
  if (!sheet) throw notFound(CAMPAIGN_NOT_FOUND);
  if (format === 'json') return json(sheet);
  return csvResponse({
    filename: fulfilmentCsvFilename(sheet),
    header: FULFILMENT_CSV_HEADER,
    // The sheet is already in memory (two queries): one batch per fundraiser group.
    batches: (async function* () {
      for (const group of sheet.fundraisers) yield [group];
    })(),
    records: (group: FulfilmentGroup) => group.orders.map((order) => fulfilmentCsvRecord(group, order)),
  });
}
