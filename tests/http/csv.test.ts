import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine, csvResponse } from '@/server/http/csv';
import { parseCsv } from '../support/csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [0, '0'],
    ['12.50', '12.50'],
    ['Kenya Nyeri AA', 'Kenya Nyeri AA'],
    ['Café Olé ☕', 'Café Olé ☕'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('quotes cells with a comma, a quote or a line break, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('Brooks, Maya')).toBe('"Brooks, Maya"');
    expect(csvCell('The "House" Blend')).toBe('"The ""House"" Blend"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvCell('"')).toBe('""""');
  });

  it('neutralises text a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
    );
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+1 (502) 555-0100')).toBe("'+1 (502) 555-0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1')).toBe('"\'\t\'=1"');
    expect(csvCell('\r=1')).toBe('"\'\r\'=1"');
    // Only a leading character counts; numbers are never formulas.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-5)).toBe('-5');
    // A signed decimal (a refund's amount) is a number too, so a spreadsheet can add it up.
    expect(csvCell('-5.00')).toBe('-5.00');
    expect(csvCell('-5.00x')).toBe("'-5.00x");
  });

  it('quotes cells with a semicolon or a tab, so a `;`- or tab-separated spreadsheet keeps them whole', () => {
    expect(csvCell('Ana;Maria')).toBe('"Ana;Maria"');
    expect(csvCell('Ana\tMaria')).toBe('"Ana\tMaria"');
  });

  it('neutralises a formula start after a separator inside the text, where a split would start a new cell', () => {
    expect(csvCell("Ana;=cmd|' /C calc'!A0")).toBe(`"Ana;'=cmd|' /C calc'!A0"`);
    expect(csvCell('Ana, =1+2')).toBe(`"Ana, '=1+2"`);
    expect(csvCell('a;+1;-2;@SUM(A1)')).toBe(`"a;'+1;'-2;'@SUM(A1)"`);
    expect(csvCell('a\t=1')).toBe(`"a\t'=1"`);
    expect(csvCell('line\n=1')).toBe(`"line\n'=1"`);
    // Split on `;` or `,` the way a naive spreadsheet would: no piece starts a formula.
    for (const value of ["Ana;=cmd|' /C calc'!A0", 'x, -1', 'a;;=b', 'q; @x']) {
      const cell = csvCell(value);
      for (const piece of cell.replace(/^"|"$/g, '').split(/[;,]/)) {
        expect(piece.trimStart()).not.toMatch(/^[=+\-@]/);
      }
    }
    // Separators followed by ordinary text are left alone.
    expect(csvCell('Brooks; Maya')).toBe('"Brooks; Maya"');
  });

  it('writes a record with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});

describe('csvResponse', () => {
  async function* batches(count: number, size: number) {
    for (let batch = 0; batch < count; batch += 1) {
      yield Array.from({ length: size }, (_, i) => ({ n: batch * size + i, name: `row ${batch * size + i}` }));
    }
  }

  it('streams a BOM, the header and every batch, with download headers', async () => {
    const response = await csvResponse({
      filename: 'things-2026-01-02.csv',
      header: ['N', 'Name'],
      batches: batches(3, 4),
      records: (row) => [[row.n, row.name]],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="things-2026-01-02.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const records = parseCsv(text.slice(1));
    expect(records[0]).toEqual(['N', 'Name']);
    expect(records.slice(1)).toEqual(Array.from({ length: 12 }, (_, n) => [String(n), `row ${n}`]));
  });

  it('answers just the header for no rows', async () => {
    const response = await csvResponse({ filename: 'x.csv', header: ['A'], batches: batches(0, 0), records: () => [] });
    expect(await response.text()).toBe('A\r\n');
  });

  it('reads a batch only when the reader asks for it (memory stays at one batch)', async () => {
    let produced = 0;
    async function* counting() {
      for (let batch = 0; batch < 1000; batch += 1) {
        produced += 1;
        yield [{ batch }];
      }
    }
    const response = await csvResponse({
      filename: 'x.csv',
      header: ['Batch'],
      batches: counting(),
      records: (row) => [[row.batch]],
    });
    const reader = response.body!.getReader();
    await reader.read();
    await reader.read();
    // The first batch is read before answering; the stream pulls ahead by at most one more.
    expect(produced).toBeLessThanOrEqual(4);
    await reader.cancel();
    expect(produced).toBeLessThan(10);
  });

  it('fails before answering when the first batch fails (an ordinary error, not a cut-off file)', async () => {
    async function* failing(): AsyncGenerator<never[]> {
      throw new Error('database down');
    }
    await expect(
      csvResponse({ filename: 'x.csv', header: ['A'], batches: failing(), records: () => [] }),
    ).rejects.toThrow('database down');
  });
});
