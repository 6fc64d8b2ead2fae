import { CalendarClock, Flame, MapPin, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { planWords, type PublicPlan } from './plan-words';

/**
 * "How it works" on the campaign and fundraiser pages: the days left (or "Orders closed"), the roast day, how to pay
 * and where to pick up. A server component with no client JavaScript; the words are computed at render (plan-words.ts). Nothing
 * is rendered for a campaign without a plan.
 */
export function PlanBlock({ plan, now, className }: { plan: PublicPlan; now?: Date; className?: string }) {
  const words = planWords(plan, now);
  if (!words.deadline && !words.roast && words.payLines.length === 0 && words.pickups.length === 0) return null;
  const rows: Array<{ key: string; label: string; icon: React.ReactNode; body: React.ReactNode }> = [];
  if (words.deadline) {
    rows.push({
      key: 'deadline',
      label: 'When',
      icon: <CalendarClock className="size-5" aria-hidden="true" />,
      body: (
        <p data-plan="deadline">
          <span className={cn('font-semibold', words.deadline.closed && 'text-destructive')}>
            {words.deadline.headline}
          </span>{' '}
          · {words.deadline.detail}
        </p>
      ),
    });
  }
  if (words.roast) {
    rows.push({
      key: 'roast',
      label: 'Fresh roast',
      icon: <Flame className="size-5" aria-hidden="true" />,
      body: <p data-plan="roast">{words.roast}</p>,
    });
  }
  if (words.payLines.length > 0) {
    rows.push({
      key: 'pay',
      label: 'How to pay',
      icon: <Wallet className="size-5" aria-hidden="true" />,
      body: (
        <ul data-plan="pay" className="space-y-0.5">
          {words.payLines.map((line) => (
            <li key={line} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      ),
    });
  }
  if (words.pickups.length > 0) {
    rows.push({
      key: 'pickup',
      label: words.pickups.length === 1 ? 'Pickup' : 'Pickup options',
      icon: <MapPin className="size-5" aria-hidden="true" />,
      body: (
        <ul data-plan="pickup" className="space-y-1">
          {words.pickups.map((pickup) => (
            <li key={pickup.id} className="break-words">
              {pickup.text}
              {pickup.full ? (
                <>
                  {' '}
                  <Badge variant="warning">Full</Badge>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ),
    });
  }

  return (
    <section
      aria-labelledby="plan-heading"
      className={cn('rounded-2xl border bg-card p-5 shadow-sm sm:p-6', className)}
    >
      <h2 id="plan-heading" className="text-xl font-semibold">
        How it works
      </h2>
      <dl className={cn('mt-4 grid gap-4', rows.length > 3 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3')}>
        {rows.map((row) => (
          <div key={row.key} className="min-w-0">
            <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
              <span className="shrink-0 text-primary">{row.icon}</span>
              {row.label}
            </dt>
            <dd className="mt-1 pl-7">{row.body}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Where a page would sell, once the deadline has passed: says so instead of inviting a doomed order. */
export function OrdersClosedNotice({ message, className }: { message: string; className?: string }) {
  return (
    <div
      data-orders-closed
      className={cn('rounded-2xl border-2 border-destructive/40 bg-destructive/5 p-6 text-center sm:p-8', className)}
    >
      <p className="text-2xl font-semibold text-destructive">Orders closed</p>
      <p className="mt-2 text-lg">{message}</p>
      <p className="mt-1 text-muted-foreground">Thank you to everyone who ordered.</p>
    </div>
  );
}
