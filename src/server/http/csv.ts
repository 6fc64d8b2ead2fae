import 'server-only';

/*
 * CSV downloads (RFC 4180), the one home for them: cells are quoted when they must be, text that a spreadsheet would
 * run as a formula is neutralised, the file starts with a UTF-8 byte-order mark (so Excel reads accents right), and
 * the response streams batch by batch, so memory stays flat however many rows there are.
 */

/** A cell: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined;
export type CsvRow = readonly CsvValue[];

export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';

/** Leading characters that make a spreadsheet treat text as a formula (OWASP "CSV injection"; tab and CR included). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A formula start right after a separator: a spreadsheet that splits on `;` or tabs (or ignores quotes) would begin a
 * new cell there, so that cell is neutralised too.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][ \t]*)(?=[=+\-@])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;
/** A plain signed decimal ("-5.00", a refund in the payments CSV): a number to a spreadsheet, never a formula. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * One cell as CSV text. Text starting with `=`, `+`, `-`, `@` (or a tab or carriage return) gets a leading `'` so it
 * stays text, and so does any such start after a `,`, `;`, tab or line break inside the text; a cell with a quote,
 * comma, semicolon, tab or line break is quoted, its quotes doubled. Numbers are written as they are (a number cannot
 * be a formula), so keep phone numbers and money strings as text.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (PLAIN_NUMBER.test(value)) return value;
  const inner = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const text = FORMULA_START.test(inner) ? `'${inner}` : inner;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF. */
export function csvLine(row: CsvRow): string {
  return row.map(csvCell).join(',') + LINE_END;
}

/**
 * A streamed CSV download: the byte-order mark and header first, then each batch of rows as it arrives. The stream
 * pulls the next batch only when the client has taken the previous one (backpressure), so at most one batch is in
 * memory. The first batch is read before answering, so a failing query is still an ordinary error response.
 */
export async function csvResponse<T>({
  filename,
  header,
  batches,
  records,
}: {
  filename: string;
  header: CsvRow;
  /** The rows, a batch at a time (src/server/db/queries/admin-exports.ts). */
  batches: AsyncIterable<readonly T[]>;
  /** A row's CSV records (an order gives one per line). */
  records: (row: T) => readonly CsvRow[];
}): Promise<Response> {
  const encoder = new TextEncoder();
  const text = (batch: readonly T[]) => batch.flatMap((row) => records(row).map(csvLine)).join('');
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  let head: string | null = CSV_BOM + csvLine(header) + (first.done ? '' : text(first.value));
  let finished = Boolean(first.done);

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (head !== null) {
        controller.enqueue(encoder.encode(head));
        head = null;
        if (finished) controller.close();
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) {
          finished = true;
          controller.close();
        } else controller.enqueue(encoder.encode(text(next.value)));
      } catch (error) {
        // The status line has gone out: the client sees a cut-off download; the log says why.
        console.error('[csv] export failed while streaming', error);
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });

  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename.replace(/["\\\r\n]/g, '')}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
