#!/usr/bin/env node
// `npm run fonts:subset`: makes the two web font files the shop serves (src/app/fonts/*.woff2) from the
// @fontsource-variable packages, smaller than their Latin files by keeping only what the shop uses:
//   - characters: Basic Latin, Latin-1 (accents of coffee origins and names: Tarrazú, café, Zoë) and the typographic
//     punctuation and signs the copy uses (’ “ ” – — • … € ™); anything else falls back to the system face;
//   - OpenType features: the ones that shape text by default plus tnum/lnum/pnum (tabular figures in tables) and
//     Inter's cv11 and ss01 (set on <body>);
//   - weights: Inter 400–700 (the regular, medium, semibold and bold the classes use), Fraunces at 600 only (every
//     heading and the wordmark are semibold).
// Inter 48.3 → 25.7 kB, Fraunces 36.6 → 17.6 kB. The files are committed; run this again after upgrading the
// packages or when the copy needs other characters or weights.
// It also cuts static WOFF instances (Inter 400 and 700, Fraunces 600) into src/app/fonts/card/ for the share cards
// drawn by next/og (src/server/share-kit/card-image.tsx): its renderer reads TTF, OTF and WOFF, not WOFF2, and draws
// a variable font at its default instance only.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const ranges = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];
const text = ranges
  .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
  .join('');
const shaping = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rvrn', 'case', 'tnum', 'lnum', 'pnum'];

const fonts = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    target: 'src/app/fonts/inter-latin-400-700.woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
    keepFeatures: [...shaping, 'cv11', 'ss01'],
  },
  {
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    target: 'src/app/fonts/fraunces-latin-600.woff2',
    variationAxes: { wght: 600 },
    keepFeatures: shaping,
  },
  ...[400, 700].map((weight) => ({
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    target: `src/app/fonts/card/inter-${weight}.woff`,
    targetFormat: 'woff',
    variationAxes: { wght: weight },
    keepFeatures: shaping,
  })),
  {
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    target: 'src/app/fonts/card/fraunces-600.woff',
    targetFormat: 'woff',
    variationAxes: { wght: 600 },
    keepFeatures: shaping,
  },
];

for (const { source, target, ...options } of fonts) {
  const original = readFileSync(path.join(root, 'node_modules', source));
  const subset = await subsetFont(original, text, { targetFormat: 'woff2', ...options });
  writeFileSync(path.join(root, target), subset);
  console.log(`${target}: ${(original.length / 1024).toFixed(1)} → ${(subset.length / 1024).toFixed(1)} kB`);
}
