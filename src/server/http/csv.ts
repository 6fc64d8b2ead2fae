import 'server-only';
import { constants, createGzip } from 'node:zlib';

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
  request,
}: {
  filename: string;
  header: CsvRow;
  /** The rows, a batch at a time (src/server/db/queries/admin-exports.ts). */
  batches: AsyncIterable<readonly T[]>;
  /** A row's CSV records (an order gives one per line). */
  records: (row: T) => readonly CsvRow[];
  /** The download's request: when it accepts gzip, the CSV is compressed here, batch by batch (see gzipPerBatch). */
  request?: Request;
}): Promise<Response> {
  const gzip = acceptsGzip(request?.headers.get('accept-encoding')) ? gzipPerBatch() : null;
  const encoder = new TextEncoder();
  const text = (batch: readonly T[]) => batch.flatMap((row) => records(row).map(csvLine)).join('');
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  let head: string | null = CSV_BOM + csvLine(header) + (first.done ? '' : text(first.value));
  let finished = Boolean(first.done);

  const send = async (controller: ReadableStreamDefaultController<Uint8Array>, chunk: string) =>
    controller.enqueue(gzip ? await gzip.push(encoder.encode(chunk)) : encoder.encode(chunk));
  const close = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
    if (gzip) controller.enqueue(await gzip.end());
    controller.close();
  };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (head !== null) {
        await send(controller, head);
        head = null;
        if (finished) await close(controller);
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) {
          finished = true;
          await close(controller);
        } else await send(controller, text(next.value));
      } catch (error) {
        // The status line has gone out: the client sees a cut-off download; the log says why.
        console.error('[csv] export failed while streaming', error);
        controller.error(error);
      }
    },
    async cancel() {
      gzip?.destroy();
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
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    },
  });
}

/** True when an Accept-Encoding header takes gzip (q above 0). */
export function acceptsGzip(header: string | null | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name !== 'gzip' && name !== 'x-gzip') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * One gzip stream for the whole download, flushed (Z_SYNC_FLUSH) after every batch so each batch leaves compressed at
 * once. The server's own compression would hold the first batch until 16 kB of compressed output had piled up: about
 * 40 ms more before the first bytes of a large export (docs/benchmarks.md); a response that is already encoded is
 * left alone by it.
 */
function gzipPerBatch() {
  const stream = createGzip({ level: 6 });
  let out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const take = async () => {
    // Output of a flush is emitted at the latest on the next tick; setImmediate runs after those.
    await new Promise((resolve) => setImmediate(resolve));
    const chunk = Buffer.concat(out);
    out = [];
    return new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  };
  return {
    async push(bytes: Uint8Array) {
      stream.write(bytes);
      await new Promise<void>((resolve) => stream.flush(constants.Z_SYNC_FLUSH, () => resolve()));
      return take();
    },
    async end() {
      const ended = new Promise((resolve, reject) => stream.once('end', resolve).once('error', reject));
      stream.end();
      await ended;
      return take();
    },
    destroy: () => stream.destroy(),
  };
}
