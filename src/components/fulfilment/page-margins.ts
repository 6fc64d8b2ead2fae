/*
 * The printed pages' margins, shared by the fulfilment sheet and the roast plan: "Page 2 of 5" top right, and on the
 * foot the time it was printed. Chromium (131 and later) draws `@page` margin boxes with the page and pages counters;
 * a browser that does not simply prints no page number (docs/decisions/printed-sheet-headers.md).
 */

/** A string as CSS `content` takes it: quoted, its quotes and backslashes escaped, no line breaks. */
const cssString = (value: string) => `"${value.replace(/[\\"]/g, '\\$&').replace(/[\r\n]+/g, ' ')}"`;

/** The `@media print` rule to render in a `<style>`: page numbers, and `printedAt` (may be empty) at the foot. */
export const pageMarginCss = (printedAt: string) => `@media print {
  @page {
    @top-right { content: "Page " counter(page) " of " counter(pages); font: 9pt system-ui, sans-serif; color: #444; }
    @bottom-right { content: ${cssString(printedAt)}; font: 9pt system-ui, sans-serif; color: #444; }
  }
}`;
