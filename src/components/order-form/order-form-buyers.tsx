import type { CSSProperties } from 'react';
import type { FormOption } from './order-form-catalogue';

/** More than fit on any letter page: the printed page shows as many whole rows as fit and clips the rest. */
const RENDERED_ROWS = 20;
/** The screen shows a preview; paper has them all. */
const SCREEN_ROWS = 2;
/** Quantity boxes per line on paper: about a fifth of an inch each, room for a code and a digit. */
const MAX_PRINT_BOXES = 36;

const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

function boxColumns(count: number): CSSProperties {
  const lines = Math.ceil(count / MAX_PRINT_BOXES);
  return {
    '--boxes-phone': columns(Math.min(count, 6)),
    '--boxes-wide': columns(Math.min(count, 12)),
    '--boxes-print': columns(Math.ceil(count / Math.max(lines, 1))),
  } as CSSProperties;
}

const caption = 'block text-xs leading-none text-muted-foreground print:text-[8pt] print:text-neutral-700';
const field = 'min-w-0 border-r border-b border-neutral-400 px-1 pt-0.5';

function Tick({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-0.5 whitespace-nowrap">
      <span className="inline-block size-2.5 border border-neutral-600 print:size-[7pt]" aria-hidden="true" />
      {label}
    </span>
  );
}

/**
 * The rows buyers fill in: name, phone, e-mail, gift, amount paid and how, then one box per coffee option for the
 * number of bags, each box marked with its code from the price table. On paper the rows fill what is left of the
 * page: a column that wraps (CSS) moves every row that does not fit whole beside the page, where it is clipped.
 */
export function OrderFormBuyers({ options }: { options: FormOption[] }) {
  const rows = Array.from({ length: RENDERED_ROWS }, (_, index) => index + 1);
  return (
    <section aria-labelledby="order-form-buyers" className="flex min-h-0 flex-col print:flex-1">
      <h2 id="order-form-buyers" className="text-lg font-semibold print:text-[10pt]">
        Buyers{' '}
        <span className="text-sm font-normal text-muted-foreground print:text-[8pt] print:text-neutral-700">
          (write the number of bags under each code)
        </span>
      </h2>
      <ol
        aria-label="Rows for buyers"
        data-buyer-rows
        className="mt-1 border-t border-l border-neutral-400 print:flex print:min-h-0 print:flex-1 print:flex-col print:flex-wrap print:content-start print:overflow-hidden"
      >
        {rows.map((row) => (
          <li
            key={row}
            data-buyer-row
            className={`w-full shrink-0 print:block print:break-inside-avoid ${row > SCREEN_ROWS ? 'hidden' : ''}`}
          >
            <div className="grid grid-cols-2 text-sm sm:grid-cols-[2.1fr_1.2fr_2fr_0.7fr_0.8fr_1.4fr] print:h-[0.34in] print:grid-cols-[2.1fr_1.2fr_2fr_0.65fr_0.75fr_1.3fr] print:text-[8pt]">
              <div className={`${field} h-10 print:h-auto`}>
                <span className={caption}>{row}. Buyer name</span>
              </div>
              <div className={`${field} h-10 print:h-auto`}>
                <span className={caption}>Phone</span>
              </div>
              <div className={`${field} col-span-2 h-10 sm:col-span-1 print:col-span-1 print:h-auto`}>
                <span className={caption}>E-mail</span>
              </div>
              <div className={`${field} h-10 print:h-auto`}>
                <span className={caption}>Gift $</span>
              </div>
              <div className={`${field} h-10 print:h-auto`}>
                <span className={caption}>Paid $</span>
              </div>
              <div
                className={`${field} col-span-2 flex flex-wrap content-center items-center gap-x-2 gap-y-0 py-1 sm:col-span-1 print:col-span-1 print:py-0 print:leading-tight`}
              >
                <Tick label="Cash" />
                <Tick label="Check" />
                <Tick label="Venmo" />
              </div>
            </div>
            {options.length > 0 ? (
              <div
                style={boxColumns(options.length)}
                className="grid grid-cols-(--boxes-phone) border-b-2 border-neutral-500 sm:grid-cols-(--boxes-wide) print:grid-cols-(--boxes-print)"
              >
                {options.map((option) => (
                  <div key={option.id} className={`${field} h-9 print:h-[0.28in] print:px-0.5`}>
                    <span className={caption}>{option.code}</span>
                  </div>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="mt-1 text-sm text-muted-foreground print:hidden">The printed page has as many rows as fit on it.</p>
    </section>
  );
}
