import localFont from 'next/font/local';

/*
 * The two type faces, self-hosted through next/font from files cut down to what the shop uses
 * (`npm run fonts:subset`: Latin-1 and typographic punctuation, Inter 400–700, Fraunces at 600 only), and with a size-adjusted fallback so swapping in the web font moves nothing. Both ship upright only: the
 * one italic use (a fundraiser's quote) is drawn slanted by the browser rather than costing every page a file.
 */
export const inter = localFont({
  src: './inter-latin-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  // Not preloaded: a preload is fetched at high priority beside the page's first image and its stylesheet, and the
  // body text paints at once in the size-adjusted fallback anyway (Lighthouse's simulated LCP on the catalogue and
  // campaign pages 0.2–0.7 s earlier, CLS unchanged). Fraunces stays preloaded: the hero heading's swap moved the
  // page (CLS 0.042 without it).
  preload: false,
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
