import type { Metadata } from 'next';
import { connection } from 'next/server';
import { shopToday } from '@/lib/dates';
import { FIRST_STATEMENT_YEAR } from '@/lib/validation/statements';
import { StatementForm } from './statement-form';

export const metadata: Metadata = {
  title: 'Year-end statement',
  description: 'Ask for a statement of your payments to Steam & Grind in a year, with the contributions they carried.',
};

/** This year and the four before it (not before the first year the shop kept a ledger). */
function statementYears(): number[] {
  const thisYear = Number(shopToday().slice(0, 4));
  return Array.from({ length: 5 }, (_, i) => thisYear - i).filter((year) => year >= FIRST_STATEMENT_YEAR);
}

/** `/orders/statement`: a buyer asks for the year's statement by e-mail (issue 29). */
export default async function StatementPage() {
  // The years follow the calendar, not the build.
  await connection();
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6 lg:py-16">
      <header className="space-y-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">Year-end statement</h1>
        <p className="text-muted-foreground">
          For your taxes: every payment you made for orders in a year, the fair market value of the coffee and the
          contribution to each organisation. We send it to the e-mail address the orders were placed with.
        </p>
      </header>
      <div className="mt-8 rounded-2xl border bg-card p-6 shadow-sm">
        <StatementForm years={statementYears()} />
      </div>
    </div>
  );
}
