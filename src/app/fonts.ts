import localFont from 'next/font/local';

/*
 * The two type faces, self-hosted from the @fontsource-variable packages through next/font: only the Latin subset
 * (the shop writes US English; other characters fall back to the system face), preloaded from <head>, and with a
 * size-adjusted fallback so swapping in the web font moves nothing. Fraunces ships upright only: the one italic use
 * (a fundraiser's quote) is drawn slanted by the browser rather than costing every page a second file.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

export const fraunces = localFont({
  src: '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-fraunces',
  adjustFontFallback: 'Times New Roman',
});
