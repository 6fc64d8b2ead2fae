import type { BodyInput } from '@/lib/contracts/endpoint';
import type { paperOrderEndpoints } from '@/lib/contracts/staff-orders';
import { formatCents } from '@/lib/format';
import { decimalToCents, lineTotal, sumCents } from '@/lib/money';
import { paperOrdersSchema } from '@/lib/validation/staff-orders';

/*
 * The paper entry screen's values (issue 29): each row as typed (dollars and quantities are text until sent), the
 * figures shown live (a row's total, the envelope's difference), and the request the rows become. The request is
 * checked by the endpoint's own schema before it leaves, so a row's mistake is named on its row with the server's
 * words.
 */

/** The methods a paper form's money comes in: the envelope holds cash and checks, the rest are noted. */
export const PAPER_METHODS = ['cash', 'check', 'venmo', 'other'] as const;
export type PaperMethod = (typeof PAPER_METHODS)[number];

/** One coffee option of the campaign: a quantity column of the grid. */
export type PaperOption = { productId: number; optionId: number; label: string; priceCents: number };

export type PaperRowValues = {
  key: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** By option id. */
  quantities: Record<number, string>;
  /** Whole dollars. */
  gift: string;
  paid: string;
  method: PaperMethod;
};

export const emptyPaperRow = (key: number): PaperRowValues => ({
  key,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  quantities: {},
  gift: '',
  paid: '',
  method: 'cash',
});

export const GIFT_FORM_INVALID = 'Enter the gift in whole dollars, e.g. 20.';
export const PAID_FORM_INVALID = 'Enter the amount paid in dollars, e.g. 25.50.';
export const QUANTITY_FORM_INVALID = 'Enter each quantity as a whole number of bags.';
export const ENVELOPE_FORM_INVALID = 'Enter the counted cash and checks in dollars, e.g. 120.00.';

/** A row nobody has typed in (the next row waiting at the end): left out of the envelope. */
export function isBlankRow(row: PaperRowValues): boolean {
  const typed = [
    row.firstName,
    row.lastName,
    row.email,
    row.phone,
    row.gift,
    row.paid,
    ...Object.values(row.quantities),
  ];
  return typed.every((value) => value.trim() === '');
}

const quantityOf = (value: string | undefined): number | null => {
  const text = (value ?? '').trim();
  if (text === '') return 0;
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
};

/** Dollars as typed → cents; blank is 0; null when it is not an amount. */
export function dollarsToCents(value: string): number | null {
  const text = value.trim().replace(/^\$/, '');
  if (text === '') return 0;
  const cents = decimalToCents(text);
  return cents === null || cents < 0 ? null : cents;
}

/** The row's total as typed (bags at their option's price, plus the gift); null while a figure is not a number. */
export function paperRowTotalCents(row: PaperRowValues, options: PaperOption[]): number | null {
  const gift = dollarsToCents(row.gift);
  const lines = options.map((option) => {
    const quantity = quantityOf(row.quantities[option.optionId]);
    return quantity === null ? null : lineTotal(option.priceCents, quantity);
  });
  if (gift === null || lines.some((line) => line === null)) return null;
  return sumCents([...(lines as number[]), gift]);
}

/** A row as the endpoint takes it, or the message of the first figure that is not a number. */
export function paperRowToOrder(
  row: PaperRowValues,
  options: PaperOption[],
): { order: PaperOrderBody['orders'][number] } | { error: string } {
  const items: Array<{ productId: number; optionId: number; quantity: number }> = [];
  for (const option of options) {
    const quantity = quantityOf(row.quantities[option.optionId]);
    if (quantity === null) return { error: QUANTITY_FORM_INVALID };
    if (quantity > 0) items.push({ productId: option.productId, optionId: option.optionId, quantity });
  }
  const gift = dollarsToCents(row.gift);
  if (gift === null || gift % 100 !== 0) return { error: GIFT_FORM_INVALID };
  const paid = dollarsToCents(row.paid);
  if (paid === null) return { error: PAID_FORM_INVALID };
  return {
    order: {
      customerFirstName: row.firstName.trim(),
      customerLastName: row.lastName.trim(),
      customerEmail: row.email.trim(),
      customerPhone: row.phone.trim(),
      items,
      giftCents: gift > 0 ? gift : null,
      paid: paid > 0 ? { amountCents: paid, method: row.method } : null,
    },
  };
}

export type PaperOrderBody = BodyInput<typeof paperOrderEndpoints.captain>;

/** The envelope as counted against the rows' cash and checks (blank counts as $0: the difference is never hidden). */
export function paperEnvelopeFigures(rows: PaperRowValues[], counted: { cash: string; checks: string }) {
  const paidBy = (method: PaperMethod) =>
    sumCents(rows.filter((row) => row.method === method).map((row) => dollarsToCents(row.paid) ?? 0));
  const rowsCashCents = paidBy('cash');
  const rowsCheckCents = paidBy('check');
  const cashCents = dollarsToCents(counted.cash);
  const checkCents = dollarsToCents(counted.checks);
  const differenceCents =
    cashCents === null || checkCents === null ? null : cashCents + checkCents - rowsCashCents - rowsCheckCents;
  return { rowsCashCents, rowsCheckCents, cashCents, checkCents, differenceCents };
}

/** "short by $1.00", "over by $2.50", or null when the envelope matches its rows. */
export function envelopeDifferenceWords(differenceCents: number): string | null {
  if (differenceCents === 0) return null;
  return `${differenceCents < 0 ? 'short' : 'over'} by ${formatCents(Math.abs(differenceCents))}`;
}

export type PaperRequest = {
  body: PaperOrderBody;
  /** The row key of each order sent, by its index in the request. */
  keys: number[];
};

/**
 * The request the screen sends: the rows typed in (blank and left-out rows skipped), those the person said to save
 * although they look like an earlier order marked, the envelope when counted. Errors by row key otherwise.
 */
export function paperRequest({
  campaignId,
  sellerId,
  rows,
  options,
  counted,
  leaveOut,
  saveAnyway,
}: {
  campaignId: number;
  sellerId: number;
  rows: PaperRowValues[];
  options: PaperOption[];
  counted: { cash: string; checks: string };
  leaveOut: ReadonlySet<number>;
  saveAnyway: ReadonlySet<number>;
}): { request: PaperRequest } | { rowErrors: Map<number, string>; error?: string } {
  const sent = rows.filter((row) => !isBlankRow(row) && !leaveOut.has(row.key));
  const rowErrors = new Map<number, string>();
  const orders: PaperOrderBody['orders'] = [];
  for (const row of sent) {
    const converted = paperRowToOrder(row, options);
    if ('error' in converted) rowErrors.set(row.key, converted.error);
    else orders.push({ ...converted.order, ...(saveAnyway.has(row.key) ? { saveDuplicate: true } : {}) });
  }
  if (rowErrors.size > 0) return { rowErrors };
  const cashCents = dollarsToCents(counted.cash);
  const checkCents = dollarsToCents(counted.checks);
  if (cashCents === null || checkCents === null) return { rowErrors, error: ENVELOPE_FORM_INVALID };
  const envelope = counted.cash.trim() || counted.checks.trim() ? { cashCents, checkCents } : null;
  const body: PaperOrderBody = { campaignId, subAccountId: sellerId, envelope, orders };
  const keys = sent.map((row) => row.key);
  const parsed = paperOrdersSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      const key = field === 'orders' && typeof index === 'number' ? keys[index] : undefined;
      if (key !== undefined && !rowErrors.has(key)) rowErrors.set(key, issue.message);
      else if (key === undefined) return { rowErrors, error: issue.message };
    }
    return { rowErrors };
  }
  return { request: { body, keys } };
}
