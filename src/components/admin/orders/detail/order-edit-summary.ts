import { formatCents } from '@/lib/format';
import { MAX_LINE_QUANTITY } from '@/lib/cart/limits';

/** A line of the items editor: the quantity as typed. */
export type DraftLine = {
  /** The line's identity in the editor: its coffee and option (issue 28). */
  key: string;
  productId: number;
  /** The option bought; null for a coffee added here (the server takes its default option). */
  optionId: number | null;
  name: string;
  unitPriceCents: number;
  quantity: string;
};

export const draftKey = (productId: number, optionId: number | null) => `${productId}:${optionId ?? 'default'}`;

const validQuantity = (value: string) =>
  /^[0-9]{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_LINE_QUANTITY;

const signature = (lines: DraftLine[]) =>
  lines
    .map((line) => `${line.key}:${Number(line.quantity)}`)
    .sort()
    .join(',');

/**
 * What an edit does to the money, as the server will compute it: the lines' sum (plus lines that cannot change), what
 * is owed after it, or the refund it needs when the new total falls below what was collected.
 */
export function editSummary({
  lines,
  original,
  fixedCents,
  totalCents,
  collectedCents,
}: {
  lines: DraftLine[];
  /** The lines as the order has them: no change, nothing to save. */
  original: DraftLine[];
  fixedCents: number;
  totalCents: number;
  collectedCents: number;
}) {
  const invalid = new Set(lines.filter((line) => !validQuantity(line.quantity)).map((line) => line.key));
  const afterCents =
    fixedCents +
    lines.reduce((sum, line) => sum + (invalid.has(line.key) ? 0 : line.unitPriceCents * Number(line.quantity)), 0);
  const refundCents = Math.max(0, collectedCents - afterCents);
  const owedAfterCents = Math.max(0, afterCents - collectedCents);
  const sentence =
    `Total ${formatCents(totalCents)} → ${formatCents(afterCents)}. ` +
    (refundCents > 0
      ? `${formatCents(refundCents)} of the ${formatCents(collectedCents)} collected is refunded with the change.`
      : owedAfterCents > 0
        ? `${formatCents(owedAfterCents)} will be owed.`
        : 'Nothing will be owed.');
  return {
    invalid,
    beforeCents: totalCents,
    afterCents,
    refundCents,
    owedAfterCents,
    sentence,
    changed: signature(lines) !== signature(original),
  };
}
