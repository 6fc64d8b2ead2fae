import 'server-only';
import { optionLabel } from '@/lib/coffee/options';
import { toDateInputValue } from '@/lib/dates';
import { PAYMENT_STATE_LABELS } from '@/lib/labels/order-status';
import { centsToDecimal } from '@/lib/money';
import { paymentStateOf } from '@/lib/payment-ledger';
import type {
  CampaignFulfilment,
  FulfilmentGroup,
  FulfilmentOrder,
  MarkHandedOutResult,
  UndoHandedOutResult,
} from '@/lib/contracts/campaign-fulfilment';
import type { SessionUser } from '@/server/auth/session';
import { getCampaignFulfilmentJson } from '@/server/db/queries/campaign-fulfilment';
import { campaignFound, managerOf } from '@/server/reads/managed-campaign';
import { markOrdersHandedOut, undoOrdersHandedOut } from '@/server/services/campaign-handed-out';
import { csvResponse, type CsvRow } from './csv';
import { json, jsonText, otherFormat, type JsonResponse } from './route';

/*
 * The answers of the fulfilment sheet's admin and captain twins: GET .../campaign/fulfilment (the sheet as JSON, or
 * with format=csv the same orders as a CSV download), POST .../campaign/handed-out and .../handed-out/undo. The CSV has one record per
 * order (not per line): its money columns then add up in a spreadsheet, and a record is one bag of coffee handed to
 * one buyer, as on the printed sheet. New columns go at the end (Pickup, issue 25).
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
  // Appended (issue 25) so the columns before it keep their positions in existing spreadsheets.
  'Pickup',
  // Appended (issue 29): the gift inside the total, and where the order came from.
  'Gift',
  'Source',
] as const;

/** "2 x Ethiopia Guji (Espresso, 2 lb); 1 x House Blend (Whole bean, 12 oz)": grind and size beside the coffee. */
export const itemsText = (order: Pick<FulfilmentOrder, 'items'>) =>
  order.items.map((item) => `${item.quantity} x ${item.name} (${optionLabel(item)})`).join('; ');

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
    // The ledger's words, as in the orders CSV and on the sheet: Unpaid, Part paid, Paid…
    PAYMENT_STATE_LABELS[paymentStateOf(order)],
    order.orderStatus,
    order.orderStatus === 'delivered' ? 'Yes' : '',
    // Empty when the buyer chose none: a blank cell filters and sorts as one in a spreadsheet.
    order.pickup?.name ?? '',
    centsToDecimal(order.giftCents),
    order.source ?? '',
  ];
}

export const fulfilmentCsvFilename = (sheet: CampaignFulfilment, today = new Date(), roastDate?: string) =>
  `fulfilment-${sheet.campaign.slug ?? `campaign-${sheet.campaign.id}`}${roastDate ? `-roast-${roastDate}` : ''}-${toDateInputValue(today)}.csv`;

/** The sheet of a campaign the caller manages (404 for any other), as JSON or CSV; `roastDate`: one roast day's. */
export async function fulfilmentResponse({
  campaignId,
  format = 'json',
  roastDate,
  user,
}: {
  campaignId: number;
  format?: 'json' | 'csv';
  roastDate?: string;
  user: SessionUser;
}): Promise<JsonResponse<CampaignFulfilment>> {
  const text = campaignFound(await getCampaignFulfilmentJson({ campaignId, manager: managerOf(user), roastDate }));
  if (format === 'json') return jsonText<CampaignFulfilment>(text);
  const sheet = JSON.parse(text) as CampaignFulfilment;
  return otherFormat(
    await csvResponse({
      filename: fulfilmentCsvFilename(sheet, new Date(), roastDate),
      header: FULFILMENT_CSV_HEADER,
      // The sheet is already in memory (one statement): one batch per fundraiser group.
      batches: (async function* () {
        for (const group of sheet.fundraisers) yield [group];
      })(),
      records: (group: FulfilmentGroup) => group.orders.map((order) => fulfilmentCsvRecord(group, order)),
    }),
  );
}

/** Marks orders handed out, as the admin or a captain: only orders of campaigns the caller manages (404 else). */
export async function handedOutResponse({
  body,
  user,
}: {
  body: { orderIds: number[]; handOutUnpaid?: boolean };
  user: SessionUser;
}): Promise<JsonResponse<MarkHandedOutResult>> {
  return json(await markOrdersHandedOut({ actor: user, manager: managerOf(user), ...body }));
}

/** Undoes sheet hand-outs, as the admin or a captain (a captain: their own hand-outs, of campaigns they manage). */
export async function undoHandedOutResponse({
  body,
  user,
}: {
  body: { orderIds: number[] };
  user: SessionUser;
}): Promise<JsonResponse<UndoHandedOutResult>> {
  return json(await undoOrdersHandedOut({ actor: user, manager: managerOf(user), orderIds: body.orderIds }));
}
