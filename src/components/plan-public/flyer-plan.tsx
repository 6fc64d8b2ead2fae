import { formatDateTime } from '@/lib/format';
import { ordersClosed } from '@/lib/plan/deadline';
import { planWords, type PublicPlan } from './plan-words';

/** A letter page has room for this many pickup options beside everything else; the rest are on the page. */
const FLYER_PICKUPS = 2;

/**
 * The plan on the printed flyer: the deadline as a date (paper outlives "days left"), where and when to pick up, and
 * how to pay. Nothing without a plan. Print-friendly: plain text on white, three columns on paper.
 */
export function FlyerPlan({ plan, now = new Date() }: { plan: PublicPlan; now?: Date }) {
  const words = planWords(plan, now);
  const deadline = plan.orderDeadline;
  const blocks: Array<{ key: string; title: string; lines: string[] }> = [];
  if (deadline !== null) {
    blocks.push({
      key: 'deadline',
      title: ordersClosed(deadline, now) ? 'Orders closed' : 'Order by',
      lines: [formatDateTime(deadline)],
    });
  }
  // Paper says the day itself: "Roasted on Fri, Dec 4" under "Fresh roast".
  if (words.roast) blocks.push({ key: 'roast', title: 'Fresh roast', lines: [words.roast] });
  if (words.pickups.length > 0) {
    blocks.push({
      key: 'pickup',
      title: 'Pick up',
      lines: [
        ...words.pickups.slice(0, FLYER_PICKUPS).map((pickup) => (pickup.full ? `${pickup.text} (full)` : pickup.text)),
        ...(words.pickups.length > FLYER_PICKUPS ? ['…and more on the page.'] : []),
      ],
    });
  }
  if (words.payLines.length > 0) blocks.push({ key: 'pay', title: 'How to pay', lines: words.payLines });
  if (blocks.length === 0) return null;
  return (
    <section
      aria-labelledby="flyer-plan"
      data-flyer-plan
      className="rounded-2xl border-2 border-primary/30 p-4 print:rounded-lg print:p-3"
    >
      <h2 id="flyer-plan" className="sr-only">
        How it works
      </h2>
      <dl
        className={
          blocks.length > 3
            ? 'grid gap-4 sm:grid-cols-2 print:grid-cols-4 print:gap-3'
            : 'grid gap-4 sm:grid-cols-3 print:grid-cols-3 print:gap-3'
        }
      >
        {blocks.map((block) => (
          <div key={block.key} className="min-w-0">
            <dt className="text-sm font-semibold tracking-wide text-primary uppercase">{block.title}</dt>
            {block.lines.map((line) => (
              <dd
                key={line}
                className={
                  block.key === 'deadline'
                    ? 'mt-1 text-lg font-semibold break-words'
                    : 'mt-1 text-sm break-words print:text-[11pt]'
                }
              >
                {line}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}
