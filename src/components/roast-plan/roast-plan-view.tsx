import { optionLabel } from '@/lib/coffee/options';
import { roastPlanTotals } from '@/lib/coffee/roast-plan';
import { formatKilograms, formatPounds } from '@/lib/coffee/weights';
import type { RoastPlan, RoastPlanCoffee } from '@/lib/contracts/roast-plan';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/*
 * A roast plan on screen and on paper (issue 28): the totals, then per coffee the roasted and green weights in pounds
 * and kilograms and its bags per grind and size. No client code: the roast plan page renders it on the server, the
 * fulfilment sheet inside its client tree. Each coffee is kept on one printed page.
 */

const count = (value: number) => value.toLocaleString('en-US');
const percent = (permille: number) => `${(permille / 10).toLocaleString('en-US', { maximumFractionDigits: 1 })} %`;

/** "8.00 lb (3.63 kg)". */
export const weightText = (grams: number) => `${formatPounds(grams)} (${formatKilograms(grams)})`;

export function RoastPlanTotals({ plan, className }: { plan: RoastPlan; className?: string }) {
  const totals = roastPlanTotals(plan);
  const figures: Array<[string, string, string]> = [
    ['Roasted coffee', formatPounds(totals.roastedGrams), formatKilograms(totals.roastedGrams)],
    ['Green to roast', formatPounds(totals.greenGrams), formatKilograms(totals.greenGrams)],
    ['Bags', count(totals.bags), `${count(plan.length)} ${plan.length === 1 ? 'coffee' : 'coffees'}`],
  ];
  return (
    <dl className={cn('grid grid-cols-1 gap-3 sm:grid-cols-3 print:grid-cols-3 print:gap-2', className)}>
      {figures.map(([label, main, second]) => (
        <div key={label} className="rounded-xl border bg-card p-4 print:rounded-none print:p-2">
          <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">
            {main} <span className="text-sm font-normal text-muted-foreground">{second}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Pounds, then kilograms: side by side where there is room, the kilograms under the pounds on a phone. */
function WeightCell({ grams }: { grams: number }) {
  return (
    <TableCell className="py-2 text-right tabular-nums">
      <span className="whitespace-nowrap">{formatPounds(grams)}</span>{' '}
      <span className="inline-block font-normal whitespace-nowrap text-muted-foreground">{formatKilograms(grams)}</span>
    </TableCell>
  );
}

function CoffeeBlock({
  coffee,
  headingLevel,
  context,
}: {
  coffee: RoastPlanCoffee;
  headingLevel: 'h3' | 'h4';
  context: string;
}) {
  const Heading = headingLevel;
  const bags = coffee.byOption.reduce((sum, option) => sum + option.bags, 0);
  return (
    <section
      className="min-w-0 break-inside-avoid rounded-xl border p-4 print:rounded-none print:p-2"
      data-roast-coffee
    >
      <Heading className="text-lg font-semibold wrap-anywhere">{coffee.name}</Heading>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 print:grid-cols-2">
        <div>
          <dt className="inline text-muted-foreground">Roasted: </dt>
          <dd className="inline font-semibold tabular-nums">{weightText(coffee.roastedGrams)}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">Green to roast: </dt>
          <dd className="inline font-semibold tabular-nums">
            {weightText(coffee.greenGrams)}{' '}
            <span className="font-normal text-muted-foreground">at {percent(coffee.shrinkagePermille)} shrinkage</span>
          </dd>
        </div>
      </dl>
      <Table className="mt-3" scrollLabel={`${coffee.name}, ${context}: bags per grind and size`}>
        <TableHeader>
          <TableRow>
            <TableHead scope="col" className="whitespace-normal">
              Grind and size
            </TableHead>
            <TableHead scope="col" className="text-right">
              Bags
            </TableHead>
            <TableHead scope="col" className="text-right">
              Roasted
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {coffee.byOption.map((option) => (
            <TableRow key={`${option.grind}:${option.size}`}>
              <TableHead
                scope="row"
                className="h-auto py-2 text-sm font-normal tracking-normal whitespace-normal text-foreground normal-case"
              >
                {optionLabel(option)}
              </TableHead>
              <TableCell className="py-2 text-right tabular-nums">{count(option.bags)}</TableCell>
              <WeightCell grams={option.grams} />
            </TableRow>
          ))}
          <TableRow className="font-semibold">
            <TableHead
              scope="row"
              className="h-auto py-2 text-sm tracking-normal whitespace-normal text-foreground normal-case"
            >
              Total
            </TableHead>
            <TableCell className="py-2 text-right tabular-nums">{count(bags)}</TableCell>
            <WeightCell grams={coffee.roastedGrams} />
          </TableRow>
        </TableBody>
      </Table>
    </section>
  );
}

/**
 * The coffees of a plan, or `empty` when it has none. `context` names the part of the page ("Everything to roast", a
 * campaign) so that each coffee's table has a name of its own when a coffee is listed in several parts.
 */
export function RoastPlanCoffees({
  plan,
  empty,
  context,
  headingLevel = 'h3',
}: {
  plan: RoastPlan;
  empty: string;
  context: string;
  headingLevel?: 'h3' | 'h4';
}) {
  if (plan.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-2 print:block print:space-y-3">
      {plan.map((coffee) => (
        <CoffeeBlock
          key={`${coffee.productId ?? 'deleted'}:${coffee.name}`}
          coffee={coffee}
          headingLevel={headingLevel}
          context={context}
        />
      ))}
    </div>
  );
}
