import localFont from 'next/font/local';

/*
 * The two type faces, self-hosted through next/font from files cut down to what the shop uses
 * (`npm run fonts:subset`: Latin-1 and typographic punctuation, Inter 400–700, Fraunces at 600 only), preloaded from
 * <head>, and with a size-adjusted fallback so swapping in the web font moves nothing. Both ship upright only: the
 * one italic use (a fundraiser's quote) is drawn slanted by the browser rather than costing every page a file.
 */
export const inter = localFont({
  src: './inter-latin-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

export const fraunces = localFont({
  src: './fraunces-latin-600.woff2',
  weight: '600',
  style: 'normal',
  display: 'swap',
  variable: '--font-fraunces',
  adjustFontFallback: 'Times New Roman',
});
