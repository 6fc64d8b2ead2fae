import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';
import type { PaymentInstructions } from './plan-types';

/**
 * The payment instructions as lines of plain text, one home for the checkout, the order page, flyers, share messages
 * and e-mails: "Pay by Cash, Venmo or Check.", "Venmo/Zelle: @oldham-soccer", "Checks payable to: Oldham Soccer
 * Club", then the note.
 */
export function paymentInstructionLines(instructions: PaymentInstructions | null): string[] {
  if (!instructions) return [];
  const lines: string[] = [];
  const methods = instructions.methods.map((method) => PAYMENT_METHOD_LABELS[method]);
  if (methods.length > 0) lines.push(`Pay by ${joinOr(methods)}.`);
  const appMethods = instructions.methods.filter((method) => method === 'venmo' || method === 'zelle');
  if (instructions.handle) {
    const label =
      appMethods.length > 0 ? appMethods.map((method) => PAYMENT_METHOD_LABELS[method]).join('/') : 'Pay to';
    lines.push(`${label}: ${instructions.handle}`);
  }
  if (instructions.payableTo) lines.push(`Checks payable to: ${instructions.payableTo}`);
  if (instructions.note) lines.push(instructions.note);
  return lines;
}

function joinOr(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}
