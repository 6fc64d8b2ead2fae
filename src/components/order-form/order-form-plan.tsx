import { planWords, type PublicPlan } from '@/components/plan-public/plan-words';
import { formatDateTime } from '@/lib/format';
import { ordersClosed } from '@/lib/plan/deadline';

/** The paper form has room for this many pickup options; the rest are on the page. */
const FORM_PICKUPS = 2;

/**
 * The campaign's plan in small print: the order deadline as a date (paper outlives "days left"), the roast day,
 * where and when to pick up, and how to pay. Nothing without a plan.
 */
export function OrderFormPlan({ plan, now = new Date() }: { plan: PublicPlan; now?: Date }) {
  const words = planWords(plan, now);
  const rows: Array<{ key: string; title: string; lines: string[] }> = [];
  if (plan.orderDeadline !== null) {
    rows.push({
      key: 'deadline',
      title: ordersClosed(plan.orderDeadline, now) ? 'Orders closed' : 'Order by',
      lines: [formatDateTime(plan.orderDeadline)],
    });
  }
  if (words.roast) rows.push({ key: 'roast', title: 'Fresh roast', lines: [words.roast] });
  if (words.pickups.length > 0) {
    rows.push({
      key: 'pickup',
      title: 'Pick up',
      lines: [
        ...words.pickups.slice(0, FORM_PICKUPS).map((pickup) => (pickup.full ? `${pickup.text} (full)` : pickup.text)),
        ...(words.pickups.length > FORM_PICKUPS ? ['…and more on the page.'] : []),
      ],
    });
  }
  if (words.payLines.length > 0) rows.push({ key: 'pay', title: 'How to pay', lines: words.payLines });
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="order-form-plan" className="rounded-lg border p-3 print:rounded-md print:p-1.5">
      <h2 id="order-form-plan" className="sr-only">
        How it works
      </h2>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr] print:grid-cols-[auto_1fr] print:gap-y-0 print:text-[8.5pt] print:leading-snug">
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt className="font-semibold text-primary print:text-black">{row.title}</dt>
            <dd className="mb-1 min-w-0 break-words sm:mb-0">{row.lines.join(row.key === 'pickup' ? '; ' : ' · ')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
