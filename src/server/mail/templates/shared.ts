import 'server-only';
import { formatCents } from '@/lib/format';
import type { Cents } from '@/lib/money';
import { isPlainPersonName } from '@/lib/validation/common';
import { dataTable, type SafeHtml } from '../layout';
import { optionLabel } from '@/lib/coffee/options';

/**
 * A name someone typed, on one line, if it may be shown to another person: null when it is empty or carries a link,
 * a domain or an e-mail address (rows stored before names were checked, src/lib/validation/common.ts).
 */
export function shownName(name: string | null | undefined): string | null {
  const trimmed = name?.replace(/\s+/g, ' ').trim();
  return trimmed && isPlainPersonName(trimmed) ? trimmed : null;
}

/** "Hi Maya," or, without a usable name, "Hello,". */
export function greeting(name: string | null | undefined): string {
  const shown = shownName(name);
  return shown ? `Hi ${shown},` : 'Hello,';
}

/** Who a team mail names as the captain when their stored name cannot be shown. */
export const CAPTAIN_NAME_FALLBACK = 'Your team captain';

export const captainLabel = (name: string) => shownName(name) ?? CAPTAIN_NAME_FALLBACK;

export type OrderMailItem = {
  name: string;
  quantity: number;
  unitPriceCents: Cents;
  lineTotalCents: Cents;
  /** The grind and size bought (issue 28), shown beside the coffee's name. */
  grind?: string;
  size?: string;
};

/** "House Blend (Whole bean, 12 oz)". */
export const itemName = (item: OrderMailItem) =>
  item.grind && item.size ? `${item.name} (${optionLabel(item as { grind: string; size: string })})` : item.name;

/** Plain-text item lines: "- House Blend: 3 × $19.99 = $59.97". */
export function itemsText(items: readonly OrderMailItem[], totalCents: Cents): string {
  const lines = items.map(
    (item) =>
      `- ${itemName(item)}: ${item.quantity} × ${formatCents(item.unitPriceCents)} = ${formatCents(item.lineTotalCents)}`,
  );
  return [...lines, '', `Total: ${formatCents(totalCents)}`].join('\n');
}

/** The HTML item table with a total row. Amounts are formatted here, at render, from integer cents. */
export function itemsTable(items: readonly OrderMailItem[], totalCents: Cents): SafeHtml {
  return dataTable({
    columns: [
      { label: 'Item' },
      { label: 'Qty', align: 'right' },
      { label: 'Price', align: 'right' },
      { label: 'Total', align: 'right' },
    ],
    rows: items.map((item) => [
      itemName(item),
      item.quantity,
      formatCents(item.unitPriceCents),
      formatCents(item.lineTotalCents),
    ]),
    footer: ['Total', '', '', formatCents(totalCents)],
  });
}

/** "Kentucky Bourbon Boosters (Spring Fundraiser)", or just the one name that is given. */
export function fundraiserLabel(
  fundraiserName: string | null | undefined,
  campaignName: string | null | undefined,
): string | null {
  const fundraiser = fundraiserName?.trim();
  const campaign = campaignName?.trim();
  if (fundraiser && campaign) return `${fundraiser} (${campaign})`;
  return fundraiser || campaign || null;
}
