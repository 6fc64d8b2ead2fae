#!/usr/bin/env node
// Generates the shop's static illustrations as small WebP files.
//
//   node scripts/generate-images.mjs
//
// Everything is drawn as SVG in code (flat illustration style, one shared
// palette) and rasterised with sharp/librsvg. Only generic font families are
// used because no web fonts are available to librsvg at build time.

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public', 'images');
const WEBP = { quality: 80, effort: 6, smartSubsample: true };

const SERIF = `Georgia, 'DejaVu Serif', serif`;
const SANS = `'DejaVu Sans', sans-serif`;

// Brand palette
const C = {
  espresso: '#2b1a12',
  roast: '#3d2619',
  mocha: '#5a3a26',
  cream: '#f6efe6',
  paper: '#efe4d4',
  copper: '#c0703a',
  copperLight: '#d9935e',
  sage: '#7d8f6a',
  sageLight: '#a3b28f',
  kraft: '#c9a27a',
};

// ---------------------------------------------------------------------------
// Coffee catalogue: one row per product image.
//   bg / arch / floor : backdrop tones      label / ink : label panel and text
//   accent            : band, dots, logo    roast       : 1 (light) .. 5 (dark)
//   disc (optional)   : backdrop disc colour when the accent is too pale
// ---------------------------------------------------------------------------
const COFFEES = [
  {
    slug: 'ethiopia-yirgacheffe',
    name: 'Ethiopia Yirgacheffe Kochere',
    notes: 'Jasmine · Bergamot · Honey',
    roast: 1,
    bg: '#f1ecf6',
    arch: '#e0d3ee',
    floor: '#d9cce8',
    label: '#b9a3d9',
    ink: '#2f2346',
    accent: '#f1cf5f',
    accentInk: '#2f2346',
  },
  {
    slug: 'colombia-pink-bourbon',
    name: 'Colombia Huila Pink Bourbon',
    notes: 'Raspberry · Rose · Cane Sugar',
    roast: 2,
    bg: '#f9e9ea',
    arch: '#f2cfd5',
    floor: '#ebc2c9',
    label: '#e7909f',
    ink: '#43141f',
    accent: '#b8324a',
    accentInk: '#fdeef0',
  },
  {
    slug: 'guatemala-huehuetenango',
    name: 'Guatemala Huehuetenango',
    notes: 'Cocoa · Orange · Toffee',
    roast: 3,
    bg: '#f7ebdf',
    arch: '#efd3b8',
    floor: '#e6c6a6',
    label: '#6e4129',
    ink: '#fbeee0',
    accent: '#e58a3a',
    accentInk: '#2b1a12',
  },
  {
    slug: 'kenya-nyeri-aa',
    name: 'Kenya Nyeri AA',
    notes: 'Blackcurrant · Grapefruit · Cola',
    roast: 2,
    bg: '#edf0e4',
    arch: '#d5dec3',
    floor: '#c8d3b2',
    label: '#4b2147',
    ink: '#f7eaf3',
    accent: '#86a85c',
    accentInk: '#1f2a14',
  },
  {
    slug: 'bluegrass-morning-blend',
    name: 'Bluegrass Morning Blend',
    notes: 'Milk Chocolate · Apple · Honey',
    roast: 3,
    bg: '#e8f2f8',
    arch: '#cbe2f0',
    floor: '#bdd8e8',
    label: '#86b9da',
    ink: '#13304a',
    accent: '#8dbb66',
    accentInk: '#13304a',
  },
  {
    slug: 'bourbon-barrel-aged',
    name: 'Bourbon Barrel-Aged Reserve',
    notes: 'Oak · Vanilla · Dark Cherry',
    roast: 4,
    bg: '#f4e7d3',
    arch: '#e7c999',
    floor: '#dcb987',
    label: '#1f1916',
    ink: '#ecbd72',
    accent: '#b9772f',
    accentInk: '#1f1916',
  },
  {
    slug: 'midnight-espresso',
    name: 'Midnight Espresso',
    notes: 'Dark Chocolate · Molasses · Smoke',
    roast: 5,
    bg: '#e6e8ef',
    arch: '#cacfdf',
    floor: '#bcc2d5',
    label: '#1b2340',
    ink: '#f3e4d2',
    accent: '#c0703a',
    accentInk: '#1b2340',
  },
  {
    slug: 'swiss-water-decaf-peru',
    name: 'Swiss Water Decaf Peru',
    notes: 'Caramel · Almond · Cocoa',
    roast: 3,
    bg: '#e6f2ef',
    arch: '#c6e3dc',
    floor: '#b5d8cf',
    label: '#2d7a73',
    ink: '#fbf3e3',
    accent: '#f1e3c4',
    accentInk: '#1f4f4a',
    disc: '#5fa89e',
  },
];

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const svgDoc = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  `<defs>${defs}</defs>${body}</svg>`;

/** Small deterministic PRNG so every run produces identical images. */
function rng(seedText) {
  let a = 0;
  for (const ch of seedText) a = (Math.imul(a, 31) + ch.charCodeAt(0)) | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const linear = (id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
  stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('') +
  `</linearGradient>`;

const radial = (id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">` +
  stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('') +
  `</radialGradient>`;

const blur = (id, sd) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

/** Roast level 1..5 -> bean colour. */
const beanColour = (roast) => ['#9a6240', '#7f4d31', '#653b24', '#4b2a1a', '#331d12'][roast - 1];

/** A coffee bean: ellipse with a soft highlight and an S-shaped centre crease. */
function bean(x, y, size, angle, fill, { shadow = true } = {}) {
  const rx = size * 0.72;
  const ry = size;
  const f = (n) => n.toFixed(1);
  const crease = `M0 ${f(-ry * 0.86)} C ${f(rx * 0.55)} ${f(-ry * 0.3)} ${f(-rx * 0.55)} ${f(ry * 0.3)} 0 ${f(ry * 0.86)}`;
  const shape = (dx, dy) => `<g transform="translate(${f(x + dx)} ${f(y + dy)}) rotate(${f(angle)})">`;
  return (
    // shadow cast down-right (same light direction for every bean)
    (shadow
      ? `${shape(size * 0.16, size * 0.3)}<ellipse rx="${f(rx)}" ry="${f(ry)}" fill="#2b1a12" opacity="0.2"/></g>`
      : '') +
    shape(0, 0) +
    `<ellipse rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>` +
    `<ellipse cx="${f(-rx * 0.32)}" cy="${f(-ry * 0.28)}" rx="${f(rx * 0.38)}" ry="${f(ry * 0.5)}" fill="#fff" opacity="0.12"/>` +
    `<path d="${crease}" transform="translate(${f(size * 0.1)} 0)" fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="${f(size * 0.1)}" stroke-linecap="round"/>` +
    `<path d="${crease}" fill="none" stroke="#140b07" stroke-opacity="0.6" stroke-width="${f(size * 0.13)}" stroke-linecap="round"/>` +
    `</g>`
  );
}

/** Rendered width of a single line of text, measured with librsvg itself. */
async function measureText(text, { family, size, weight = 'normal', spacing = 0 }) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(text.length * size * 1.2 + 40)}" height="${Math.ceil(size * 2)}">` +
    `<text x="10" y="${size * 1.4}" font-family="${family}" font-size="${size}" font-weight="${weight}" letter-spacing="${spacing}">${esc(text)}</text></svg>`;
  const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true });
  return info.width;
}

/** Every way of breaking `words` into 1..maxLines lines. */
function lineBreaks(words, maxLines) {
  if (maxLines === 1 || words.length === 1) return [[words.join(' ')]];
  const out = [[words.join(' ')]];
  for (let i = 1; i < words.length; i++) {
    for (const rest of lineBreaks(words.slice(i), maxLines - 1)) out.push([words.slice(0, i).join(' '), ...rest]);
  }
  return out;
}

/**
 * Wrap a coffee name onto 1-3 lines and pick the largest font size that fits
 * the label (width and height). Extra lines cost a little so short names stay
 * on one or two lines.
 */
async function fitName(text, width, height, { maxSize = 46, lineHeight = 1.14 } = {}) {
  let best = null;
  for (const lines of lineBreaks(text.split(' '), 3)) {
    const widths = await Promise.all(lines.map((l) => measureText(l, { family: SERIF, size: 100 })));
    const size = Math.min(maxSize, (width * 100) / Math.max(...widths), height / (lines.length * lineHeight));
    const score = size - (lines.length - 1) * 4;
    if (!best || score > best.score) best = { lines, size: Math.floor(size), score };
  }
  return best;
}

// ---------------------------------------------------------------------------
// Product shot: kraft stand-up bag on a studio backdrop
// ---------------------------------------------------------------------------
function kraftBag({ x, y, w, h, id, label }) {
  const crimp = 62; // height of the heat-sealed top
  const r = 22;
  const flare = 10; // stand-up pouches bulge slightly at the base
  const left = x;
  const right = x + w;
  const top = y;
  const bottom = y + h;
  const bodyTop = top + crimp;

  // zig-zag top edge of the crimp
  const teeth = [];
  const n = 30;
  for (let i = 0; i <= n; i++) {
    teeth.push(`${(left + 6 + ((w - 12) * i) / n).toFixed(1)} ${top + (i % 2 ? 5 : 0)}`);
  }
  const crimpLines = [];
  for (let cx = left + 18; cx < right - 12; cx += 9) {
    crimpLines.push(`M${cx} ${top + 14} V${top + crimp - 14}`);
  }

  const body =
    `M${left} ${bodyTop} L${right} ${bodyTop} L${right + flare} ${bottom - r} ` +
    `Q${right + flare} ${bottom} ${right + flare - r} ${bottom} L${left - flare + r} ${bottom} ` +
    `Q${left - flare} ${bottom} ${left - flare} ${bottom - r} Z`;

  const defs =
    linear(
      `${id}-kraft`,
      [
        [0, '#ddb98f'],
        [0.18, '#d3ab80'],
        [0.62, '#c49a6d'],
        [0.9, '#a77c53'],
        [1, '#93693f'],
      ],
      { x2: 1, y2: 0 },
    ) +
    linear(
      `${id}-crimp`,
      [
        [0, '#cfa87d'],
        [0.7, '#b98e63'],
        [1, '#9c7248'],
      ],
      { x2: 1, y2: 0 },
    ) +
    linear(`${id}-tie`, [
      [0, '#f4f1ec'],
      [0.5, '#c9c3ba'],
      [1, '#8f8a82'],
    ]) +
    linear(
      `${id}-sheen`,
      [
        [0, '#fff', 0],
        [0.5, '#fff', 0.16],
        [1, '#fff', 0],
      ],
      { x2: 1, y2: 0 },
    ) +
    linear(`${id}-vert`, [
      [0, '#000', 0.08],
      [0.12, '#000', 0],
      [0.85, '#000', 0],
      [1, '#000', 0.16],
    ]) +
    blur(`${id}-soft`, 14);

  const tieY = bodyTop + 18;
  const svg =
    // contact shadow
    `<ellipse cx="${x + w / 2 + 14}" cy="${bottom + 4}" rx="${w * 0.62}" ry="22" fill="#2b1a12" opacity="0.28" filter="url(#${id}-soft)"/>` +
    // top crimp
    `<path d="M${left + 4} ${bodyTop + 2} L${teeth.join(' L')} L${right - 4} ${bodyTop + 2} Z" fill="url(#${id}-crimp)"/>` +
    `<path d="${crimpLines.join(' ')}" stroke="#8a6240" stroke-opacity="0.35" stroke-width="2"/>` +
    `<rect x="${left + 4}" y="${bodyTop - 8}" width="${w - 8}" height="8" fill="#000" opacity="0.08"/>` +
    // body
    `<path d="${body}" fill="url(#${id}-kraft)"/>` +
    `<path d="${body}" fill="url(#${id}-vert)"/>` +
    // gusset fold at the right edge + highlight at the left
    `<path d="M${right - 26} ${bodyTop} L${right - 20} ${bottom - 6}" stroke="#7a5432" stroke-opacity="0.25" stroke-width="3"/>` +
    `<rect x="${left + 18}" y="${bodyTop + 40}" width="34" height="${h - crimp - 80}" rx="17" fill="url(#${id}-sheen)"/>` +
    // bottom gusset curve
    `<path d="M${left - flare + 6} ${bottom - 30} Q${x + w / 2} ${bottom - 6} ${right + flare - 6} ${bottom - 30}" fill="none" stroke="#6e4a2c" stroke-opacity="0.28" stroke-width="3"/>` +
    // kraft fibres
    fibres(id, left + 8, bodyTop + 10, w - 16, h - crimp - 30) +
    // tin tie with folded tabs
    `<rect x="${left - 14}" y="${tieY}" width="${w + 28}" height="13" rx="3" fill="url(#${id}-tie)"/>` +
    `<rect x="${left - 14}" y="${tieY + 13}" width="14" height="8" rx="2" fill="#a39d94"/>` +
    `<rect x="${right}" y="${tieY + 13}" width="14" height="8" rx="2" fill="#a39d94"/>` +
    `<rect x="${left - 14}" y="${tieY + 11}" width="${w + 28}" height="3" fill="#000" opacity="0.12"/>` +
    // one-way degassing valve
    `<circle cx="${x + w / 2}" cy="${tieY + 44}" r="13" fill="#b48a5e"/>` +
    `<circle cx="${x + w / 2}" cy="${tieY + 44}" r="7" fill="none" stroke="#8b6340" stroke-width="2"/>` +
    label;
  return { svg, defs };
}

function fibres(id, x, y, w, h) {
  const rand = rng(id + 'fibre');
  let d = '';
  for (let i = 0; i < 70; i++) {
    const fx = x + rand() * w;
    const fy = y + rand() * h;
    const len = 6 + rand() * 14;
    const a = (rand() - 0.5) * 0.9;
    d += `M${fx.toFixed(0)} ${fy.toFixed(0)} l${(Math.cos(a) * len).toFixed(1)} ${(Math.sin(a) * len).toFixed(1)} `;
  }
  return `<path d="${d}" stroke="#7c5533" stroke-opacity="0.16" stroke-width="1.6" stroke-linecap="round"/>`;
}

/** The brand mark: a bean inside a ring. */
function brandMark(cx, cy, r, ring, beanFill) {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${ring}" stroke-width="${(r * 0.12).toFixed(1)}"/>` +
    `<g transform="translate(${cx} ${cy}) rotate(-28)">` +
    `<ellipse rx="${(r * 0.42).toFixed(1)}" ry="${(r * 0.6).toFixed(1)}" fill="${beanFill}"/>` +
    `<path d="M0 ${(-r * 0.5).toFixed(1)} C ${(r * 0.24).toFixed(1)} ${(-r * 0.18).toFixed(1)} ${(-r * 0.24).toFixed(1)} ${(r * 0.18).toFixed(1)} 0 ${(r * 0.5).toFixed(1)}" fill="none" stroke="${ring}" stroke-width="${(r * 0.12).toFixed(1)}" stroke-linecap="round"/>` +
    `</g>`
  );
}

async function bagLabel(coffee, { cx, top, w, h }) {
  const x = cx - w / 2;
  const inner = w - 52;
  const bandH = 50;
  const notesY = top + h - bandH - 72;
  const dotsY = top + h - bandH - 34;

  // name block: vertically centred between the header rule and the notes
  const zoneTop = top + 124;
  const zoneBottom = notesY - 34;
  const { lines, size } = await fitName(coffee.name, inner, zoneBottom - zoneTop);
  const lh = size * 1.14;
  const blockH = (lines.length - 1) * lh + size * 0.72; // cap height of last line
  const firstBaseline = zoneTop + (zoneBottom - zoneTop - blockH) / 2 + size * 0.72;
  const name = lines
    .map(
      (l, i) =>
        `<text x="${cx}" y="${(firstBaseline + i * lh).toFixed(1)}" text-anchor="middle" font-family="${SERIF}" font-size="${size}" fill="${coffee.ink}">${esc(l)}</text>`,
    )
    .join('');

  const notesText = coffee.notes.toUpperCase();
  const notesWidth = await measureText(notesText, { family: SANS, size: 13, spacing: 1.5 });
  const notesSize = Math.min(13, Math.floor(((13 * (inner - 4)) / notesWidth) * 10) / 10);

  const dots = Array.from({ length: 5 }, (_, i) => {
    const dx = cx + 22 + (i - 2) * 21;
    const filled = i < coffee.roast;
    return `<circle cx="${dx}" cy="${dotsY}" r="6.5" fill="${filled ? coffee.ink : 'none'}" stroke="${coffee.ink}" stroke-width="2"/>`;
  }).join('');

  // letter-spacing adds trailing space after the last glyph; nudge centred
  // spaced text right by half of it so it looks optically centred
  return (
    `<rect x="${x + 4}" y="${top + 6}" width="${w}" height="${h}" rx="14" fill="#000" opacity="0.1"/>` +
    `<rect x="${x}" y="${top}" width="${w}" height="${h}" rx="14" fill="${coffee.label}"/>` +
    `<rect x="${x + 10}" y="${top + 10}" width="${w - 20}" height="${h - bandH - 10}" rx="8" fill="none" stroke="${coffee.ink}" stroke-opacity="0.3" stroke-width="1.5"/>` +
    brandMark(cx, top + 46, 19, coffee.ink, coffee.accent) +
    `<text x="${cx + 2}" y="${top + 92}" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="15" letter-spacing="4" fill="${coffee.ink}">STEAM &amp; GRIND</text>` +
    `<path d="M${cx - 36} ${top + 108} H${cx + 36}" stroke="${coffee.accent}" stroke-width="3" stroke-linecap="round"/>` +
    name +
    `<text x="${cx + 0.75}" y="${notesY}" text-anchor="middle" font-family="${SANS}" font-size="${notesSize}" letter-spacing="1.5" fill="${coffee.ink}" fill-opacity="0.85">${esc(notesText)}</text>` +
    `<text x="${cx - 34}" y="${dotsY + 4.5}" text-anchor="end" font-family="${SANS}" font-weight="bold" font-size="11" letter-spacing="2" fill="${coffee.ink}" fill-opacity="0.85">ROAST</text>` +
    dots +
    // accent band at the foot of the label
    `<path d="M${x} ${top + h - bandH} H${x + w} V${top + h - 14} Q${x + w} ${top + h} ${x + w - 14} ${top + h} H${x + 14} Q${x} ${top + h} ${x} ${top + h - 14} Z" fill="${coffee.accent}"/>` +
    `<text x="${cx + 1.5}" y="${top + h - bandH / 2 + 5}" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="13" letter-spacing="3" fill="${coffee.accentInk}">WHOLE BEAN · 12 OZ</text>`
  );
}

async function productImage(coffee) {
  const W = 1200;
  const H = 900;
  const horizon = 650;
  const rand = rng(coffee.slug);
  const bagW = 380;
  const bagH = 600;
  const bagX = W / 2 - bagW / 2;
  const bagY = 150;

  const label = await bagLabel(coffee, { cx: W / 2, top: bagY + 158, w: 300, h: 414 });
  const bag = kraftBag({ x: bagX, y: bagY, w: bagW, h: bagH, id: 'bag', label });

  // beans scattered around the base of the bag
  const beanFill = beanColour(coffee.roast);
  const spots = [
    [330, 770],
    [372, 812],
    [290, 826],
    [420, 850],
    [250, 770],
    [850, 782],
    [900, 822],
    [818, 842],
    [955, 788],
    [740, 868],
  ];
  const beans = spots
    .map(([bx, by]) =>
      bean(bx + (rand() - 0.5) * 24, by + (rand() - 0.5) * 14, 15 + rand() * 4, rand() * 360, beanFill),
    )
    .join('');

  const defs =
    linear('wall', [
      [0, coffee.bg],
      [1, coffee.arch],
    ]) +
    linear('floor', [
      [0, coffee.floor],
      [1, coffee.arch],
    ]) +
    radial(
      'glow',
      [
        [0, '#fff', 0.55],
        [1, '#fff', 0],
      ],
      { cx: 0.5, cy: 0.35, r: 0.5 },
    ) +
    bag.defs;

  const body =
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
    // studio arch behind the bag, with an accent disc peeking out
    `<path d="M300 ${horizon} V330 A300 300 0 0 1 900 330 V${horizon} Z" fill="${coffee.arch}"/>` +
    `<circle cx="${W / 2}" cy="300" r="380" fill="url(#glow)"/>` +
    `<circle cx="890" cy="190" r="64" fill="${coffee.disc ?? coffee.accent}" opacity="0.55"/>` +
    // table
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#floor)"/>` +
    `<rect y="${horizon}" width="${W}" height="3" fill="#fff" opacity="0.45"/>` +
    bag.svg +
    beans;

  return svgDoc(W, H, body, defs);
}

// ---------------------------------------------------------------------------
// Hero: pour-over and a steaming cup on a wooden counter
// ---------------------------------------------------------------------------
function steam(x, y, height, sway, width, opacity) {
  const h = height / 2;
  return (
    `<path d="M${x} ${y} c ${sway} ${-h * 0.35} ${-sway * 0.6} ${-h * 0.65} ${sway * 0.2} ${-h} s ${sway * 1.1} ${-h * 0.6} ${-sway * 0.3} ${-h}" ` +
    `fill="none" stroke="url(#steamFade)" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`
  );
}

function woodGrain(rand, x0, y0, w, h, colour, count) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const y = y0 + ((i + 0.5) * h) / count + (rand() - 0.5) * 10;
    let seg = `M${x0} ${y.toFixed(0)}`;
    for (let x = x0; x < x0 + w; x += 200) {
      const dy = (rand() - 0.5) * 12;
      seg += ` q100 ${dy.toFixed(1)} 200 0`;
    }
    d += seg + ' ';
  }
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2" opacity="0.45"/>`;
}

async function heroImage() {
  const W = 1600;
  const H = 1000;
  const top = 700; // counter top edge
  const front = 820; // counter front edge
  const rand = rng('hero');

  const defs =
    linear(
      'wall',
      [
        [0, '#24150e'],
        [0.6, C.espresso],
        [1, '#3a2418'],
      ],
      { x2: 1, y2: 0.3 },
    ) +
    radial(
      'lamp',
      [
        [0, '#e79a5c', 0.5],
        [0.45, C.copper, 0.16],
        [1, C.copper, 0],
      ],
      { cx: 0.5, cy: 0.5, r: 0.5 },
    ) +
    linear('counterTop', [
      [0, '#8a5734'],
      [1, '#6d4126'],
    ]) +
    linear('counterFront', [
      [0, '#4e2e1b'],
      [1, '#2f1b10'],
    ]) +
    linear(
      'glass',
      [
        [0, '#f6efe6', 0.28],
        [0.5, '#f6efe6', 0.1],
        [1, '#f6efe6', 0.22],
      ],
      { x2: 1, y2: 0 },
    ) +
    linear('brew', [
      [0, '#6b3a1e'],
      [1, '#2b1509'],
    ]) +
    linear(
      'ceramic',
      [
        [0, '#fbf7f1'],
        [0.7, '#eadfce'],
        [1, '#cdbba4'],
      ],
      { x2: 1, y2: 0 },
    ) +
    linear(
      'mug',
      [
        [0, '#a3b28f'],
        [0.55, C.sage],
        [1, '#5f6f4f'],
      ],
      { x2: 1, y2: 0 },
    ) +
    linear(
      'copperG',
      [
        [0, C.copperLight],
        [0.5, C.copper],
        [1, '#8c4d22'],
      ],
      { x2: 1, y2: 0 },
    ) +
    linear('steamFade', [
      [0, C.cream, 0],
      [0.55, C.cream, 0.75],
      [1, C.cream, 0.9],
    ]) +
    blur('soft', 18) +
    blur('steamBlur', 3);

  // pendant lamp
  const lamp =
    `<circle cx="1180" cy="300" r="420" fill="url(#lamp)"/>` +
    `<rect x="1178" y="0" width="4" height="150" fill="#1a0f0a"/>` +
    `<path d="M1120 210 Q1120 150 1180 150 Q1240 150 1240 210 Z" fill="url(#copperG)"/>` +
    `<ellipse cx="1180" cy="210" rx="60" ry="9" fill="#f7d7a8"/>`;

  // open shelf on the right with jars
  const shelf =
    `<rect x="1350" y="380" width="240" height="12" fill="#4a2c1b"/>` +
    `<rect x="1370" y="300" width="58" height="80" rx="10" fill="${C.cream}" opacity="0.18"/>` +
    `<rect x="1370" y="336" width="58" height="44" rx="6" fill="#6b3a1e" opacity="0.8"/>` +
    `<rect x="1366" y="292" width="66" height="14" rx="4" fill="url(#copperG)"/>` +
    `<rect x="1446" y="320" width="50" height="60" rx="10" fill="${C.cream}" opacity="0.18"/>` +
    `<rect x="1446" y="344" width="50" height="36" rx="6" fill="#8a5734" opacity="0.8"/>` +
    `<rect x="1442" y="312" width="58" height="12" rx="4" fill="url(#copperG)"/>` +
    // trailing plant
    `<path d="M1520 380 h50 l-6 -52 h-38 Z" fill="${C.cream}" opacity="0.85"/>` +
    leafSpray(1545, 330, rand);

  const counter =
    `<rect y="${top}" width="${W}" height="${front - top}" fill="url(#counterTop)"/>` +
    woodGrain(rand, 0, top + 8, W, front - top - 16, '#5a3520', 7) +
    `<rect y="${top}" width="${W}" height="3" fill="#c98a5a" opacity="0.5"/>` +
    `<rect y="${front}" width="${W}" height="${H - front}" fill="url(#counterFront)"/>` +
    `<rect y="${front}" width="${W}" height="4" fill="#a0673f" opacity="0.6"/>` +
    woodGrain(rand, 0, front + 20, W, H - front - 30, '#1e110a', 5);

  // pour-over: glass server + ceramic cone dripper
  const sx = 1010; // server centre
  const base = 790;
  const glassPath =
    `M${sx - 70} ${base - 250} L${sx - 70} ${base - 215} Q${sx - 140} ${base - 170} ${sx - 128} ${base - 60} ` +
    `Q${sx - 120} ${base} ${sx} ${base} Q${sx + 120} ${base} ${sx + 128} ${base - 60} Q${sx + 140} ${base - 170} ${sx + 70} ${base - 215} L${sx + 70} ${base - 250} Z`;
  const server =
    `<clipPath id="serverClip"><path d="${glassPath}"/></clipPath>` +
    `<ellipse cx="${sx + 20}" cy="${base + 4}" rx="150" ry="16" fill="#000" opacity="0.35" filter="url(#soft)"/>` +
    // coffee inside the server
    `<g clip-path="url(#serverClip)"><rect x="${sx - 150}" y="${base - 120}" width="300" height="130" fill="url(#brew)"/>` +
    `<ellipse cx="${sx}" cy="${base - 120}" rx="130" ry="12" fill="#7a4524"/></g>` +
    // glass body
    `<path d="${glassPath}" fill="url(#glass)" stroke="${C.cream}" stroke-opacity="0.55" stroke-width="3"/>` +
    `<path d="M${sx - 100} ${base - 170} Q${sx - 116} ${base - 110} ${sx - 104} ${base - 50}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="6" stroke-linecap="round"/>` +
    // copper collar + handle
    `<rect x="${sx - 74}" y="${base - 236}" width="148" height="18" rx="4" fill="url(#copperG)"/>` +
    `<path d="M${sx + 118} ${base - 180} q 60 20 30 110" fill="none" stroke="${C.cream}" stroke-opacity="0.55" stroke-width="10" stroke-linecap="round"/>`;

  const dtop = base - 400;
  const dripper =
    // cone
    `<path d="M${sx - 120} ${dtop} L${sx + 120} ${dtop} L${sx + 46} ${dtop + 130} L${sx - 46} ${dtop + 130} Z" fill="url(#ceramic)"/>` +
    `<path d="M${sx - 60} ${dtop + 20} L${sx - 26} ${dtop + 122} M${sx} ${dtop + 20} L${sx} ${dtop + 124} M${sx + 60} ${dtop + 20} L${sx + 26} ${dtop + 122}` +
    `" stroke="#cdbba4" stroke-width="3" opacity="0.7"/>` +
    // filter paper peeking over the rim
    `<path d="M${sx - 112} ${dtop} L${sx - 104} ${dtop - 22} L${sx + 104} ${dtop - 22} L${sx + 112} ${dtop} Z" fill="#fffaf2"/>` +
    `<ellipse cx="${sx}" cy="${dtop}" rx="122" ry="12" fill="#e7dccb"/>` +
    `<ellipse cx="${sx}" cy="${dtop}" rx="104" ry="8" fill="#4a2815"/>` +
    // base plate + foot
    `<rect x="${sx - 92}" y="${dtop + 128}" width="184" height="14" rx="6" fill="#eadfce"/>` +
    `<rect x="${sx - 40}" y="${dtop + 142}" width="80" height="12" fill="#cdbba4"/>` +
    // drip
    `<path d="M${sx} ${dtop + 156} v26" stroke="#5a3018" stroke-width="5" stroke-linecap="round"/>`;

  // mug with steam
  const mx = 1320;
  const mugBase = 800;
  const mug =
    `<ellipse cx="${mx + 16}" cy="${mugBase + 4}" rx="150" ry="16" fill="#000" opacity="0.35" filter="url(#soft)"/>` +
    `<ellipse cx="${mx}" cy="${mugBase - 2}" rx="138" ry="20" fill="#e7dccb"/>` +
    `<ellipse cx="${mx}" cy="${mugBase - 8}" rx="112" ry="14" fill="#cdbba4"/>` +
    `<path d="M${mx + 86} ${mugBase - 140} q 72 -6 68 46 q -4 52 -74 46" fill="none" stroke="#6a7a58" stroke-width="20"/>` +
    `<path d="M${mx - 96} ${mugBase - 180} L${mx + 96} ${mugBase - 180} L${mx + 88} ${mugBase - 34} Q${mx + 84} ${mugBase - 12} ${mx + 60} ${mugBase - 12} L${mx - 60} ${mugBase - 12} Q${mx - 84} ${mugBase - 12} ${mx - 88} ${mugBase - 34} Z" fill="url(#mug)"/>` +
    `<ellipse cx="${mx}" cy="${mugBase - 180}" rx="96" ry="16" fill="#5f6f4f"/>` +
    `<ellipse cx="${mx}" cy="${mugBase - 178}" rx="84" ry="11" fill="#3b1f10"/>` +
    `<ellipse cx="${mx - 16}" cy="${mugBase - 180}" rx="36" ry="4" fill="#c98a5a" opacity="0.6"/>` +
    `<rect x="${mx - 70}" y="${mugBase - 150}" width="14" height="100" rx="7" fill="#fff" opacity="0.18"/>` +
    `<g filter="url(#steamBlur)">` +
    steam(mx - 36, mugBase - 200, 240, 26, 14, 0.7) +
    steam(mx + 10, mugBase - 205, 300, -30, 16, 0.6) +
    steam(mx + 52, mugBase - 200, 200, 22, 11, 0.55) +
    steam(sx - 10, dtop - 30, 170, 20, 10, 0.4) +
    `</g>`;

  // beans on the counter (mostly on the right; the left stays calm)
  const beanSpots = [
    [736, 800],
    [800, 806],
    [686, 788],
    [1180, 786],
    [1480, 770],
    [1530, 800],
    [1450, 805],
    [1560, 745],
    [872, 792],
    [360, 790],
    [300, 770],
  ];
  const beans = beanSpots
    .map(([x, y]) => bean(x + (rand() - 0.5) * 20, y, 13 + rand() * 4, rand() * 360, '#3a2013'))
    .join('');

  // a Steam & Grind bag standing behind the server (the product image, scaled down)
  const houseBlend = {
    name: 'Bluegrass Morning Blend',
    notes: 'Milk Chocolate · Apple · Honey',
    roast: 3,
    label: C.sage,
    ink: C.cream,
    accent: C.copper,
    accentInk: C.cream,
  };
  const bagScale = 0.4;
  const heroBag = kraftBag({
    x: 0,
    y: 0,
    w: 380,
    h: 600,
    id: 'heroBag',
    label: await bagLabel(houseBlend, { cx: 190, top: 158, w: 300, h: 414 }),
  });
  const sack = `<g transform="translate(${800 - 190 * bagScale} ${770 - 600 * bagScale}) scale(${bagScale})">${heroBag.defs}${heroBag.svg}</g>`;

  const body =
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
    // calm left: subtle vertical wall panelling
    `<path d="${Array.from({ length: 16 }, (_, i) => `M${i * 100 + 50} 0 V${top}`).join(' ')}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>` +
    lamp +
    shelf +
    counter +
    sack +
    server +
    dripper +
    mug +
    beans;

  return svgDoc(W, H, body, defs);
}

function leafSpray(x, y, rand) {
  let s = '';
  const leaves = [
    [-40, -40, -40],
    [-10, -56, -10],
    [28, -44, 30],
    [46, -10, 60],
    [-52, -6, -70],
    [10, -20, 5],
    [60, 30, 100],
    [70, 70, 120],
    [-60, 30, -110],
  ];
  for (const [dx, dy, a] of leaves) {
    const len = 26 + rand() * 10;
    s += `<ellipse cx="${x + dx}" cy="${y + dy}" rx="${(len * 0.42).toFixed(1)}" ry="${len.toFixed(1)}" transform="rotate(${a} ${x + dx} ${y + dy})" fill="${rand() > 0.5 ? C.sage : '#687a56'}"/>`;
  }
  return s;
}

// ---------------------------------------------------------------------------
// Roastery: drum roaster with a cooling tray
// ---------------------------------------------------------------------------
function roasteryImage() {
  const W = 1200;
  const H = 900;
  const floorY = 760;
  const rand = rng('roastery');

  const defs =
    linear('wall', [
      [0, '#3a2418'],
      [1, C.espresso],
    ]) +
    linear('floor', [
      [0, '#5a3a26'],
      [1, '#3a2418'],
    ]) +
    linear(
      'copperG',
      [
        [0, C.copperLight],
        [0.45, C.copper],
        [1, '#8c4d22'],
      ],
      { x2: 1, y2: 0 },
    ) +
    linear(
      'body',
      [
        [0, '#4a2e1e'],
        [1, '#24150e'],
      ],
      { x2: 1, y2: 0 },
    ) +
    linear(
      'steel',
      [
        [0, '#e9e2d8'],
        [0.5, '#b9b0a4'],
        [1, '#7d756b'],
      ],
      { x2: 1, y2: 0 },
    ) +
    radial(
      'drum',
      [
        [0, '#e6a06a'],
        [0.6, C.copper],
        [1, '#7f4520'],
      ],
      { cx: 0.4, cy: 0.38, r: 0.65 },
    ) +
    radial('glow', [
      [0, '#e79a5c', 0.35],
      [1, C.copper, 0],
    ]) +
    linear('dusk', [
      [0, '#4f6a6e'],
      [0.55, '#a3b28f'],
      [1, '#e0a26e'],
    ]) +
    linear(
      'sackShade',
      [
        [0, '#fff', 0.12],
        [0.4, '#fff', 0],
        [1, '#000', 0.22],
      ],
      { x2: 1, y2: 0 },
    ) +
    radial(
      'glass',
      [
        [0, '#8a4a22'],
        [1, '#2b1509'],
      ],
      { cx: 0.4, cy: 0.4, r: 0.6 },
    ) +
    linear('steamFade', [
      [0, C.cream, 0],
      [0.55, C.cream, 0.75],
      [1, C.cream, 0.9],
    ]) +
    blur('soft', 14) +
    blur('smoke', 4);

  // brick wall (subtle)
  let bricks = '';
  for (let row = 0; row < 20; row++) {
    const y = row * 38;
    if (y > floorY) break;
    const offset = row % 2 ? 0 : 60;
    bricks += `M0 ${y} H${W} `;
    for (let x = -offset; x < W; x += 120) bricks += `M${x} ${y} V${y + 38} `;
  }

  const arch = 'M90 440 V240 A130 130 0 0 1 350 240 V440 Z';
  const window =
    `<clipPath id="windowClip"><path d="${arch}"/></clipPath>` +
    `<g clip-path="url(#windowClip)">` +
    `<rect x="90" y="110" width="260" height="330" fill="url(#dusk)"/>` +
    // distant hills at dusk
    `<path d="M90 380 Q150 330 210 360 Q270 310 350 350 V440 H90 Z" fill="#5f6f4f"/>` +
    `<path d="M90 410 Q170 380 250 405 Q300 390 350 400 V440 H90 Z" fill="#4b5a3e"/>` +
    `</g>` +
    `<path d="${arch}" fill="none" stroke="#1a0f0a" stroke-width="12"/>` +
    `<path d="M220 110 V440 M90 290 H350" stroke="#1a0f0a" stroke-width="10"/>` +
    `<rect x="76" y="436" width="288" height="16" rx="4" fill="#5a3a26"/>`;

  // burlap sacks on the floor (left)
  const sack = (x, y, w, h, stripe, text) =>
    `<path d="M${x} ${y + h} Q${x - 10} ${y + 40} ${x + 20} ${y} Q${x + w / 2} ${y - 18} ${x + w - 20} ${y} Q${x + w + 10} ${y + 40} ${x + w} ${y + h} Z" fill="#a88660"/>` +
    `<path d="M${x} ${y + h} Q${x - 10} ${y + 40} ${x + 20} ${y} Q${x + w / 2} ${y - 18} ${x + w - 20} ${y} Q${x + w + 10} ${y + 40} ${x + w} ${y + h} Z" fill="url(#sackShade)"/>` +
    `<path d="M${x + w * 0.3} ${y + 4} q 6 ${h * 0.4} -4 ${h - 8} M${x + w * 0.68} ${y + 2} q -8 ${h * 0.45} 4 ${h - 6}" fill="none" stroke="#7e6245" stroke-opacity="0.35" stroke-width="3"/>` +
    `<path d="M${x + 8} ${y + h * 0.35} H${x + w - 8} M${x + 6} ${y + h * 0.35 + 14} H${x + w - 6}" stroke="${stripe}" stroke-width="6"/>` +
    `<text x="${x + w / 2}" y="${y + h * 0.68}" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="18" letter-spacing="2" fill="#5e4530">${text}</text>`;

  const sacks =
    `<ellipse cx="200" cy="${floorY + 10}" rx="180" ry="18" fill="#000" opacity="0.35" filter="url(#soft)"/>` +
    sack(70, 560, 170, 200, C.sage, 'HUILA') +
    sack(200, 600, 160, 160, '#b8324a', 'NYERI');

  // roaster cabinet
  const bx = 400;
  const by = 400;
  const bw = 340;
  const bh = 300;
  const dcx = bx + 190;
  const dcy = by + 140;
  const roaster =
    `<ellipse cx="${bx + bw / 2 + 20}" cy="${floorY + 6}" rx="${bw * 0.72}" ry="22" fill="#000" opacity="0.4" filter="url(#soft)"/>` +
    // chimney
    `<rect x="${bx + 268}" y="0" width="48" height="${by + 20}" fill="url(#steel)"/>` +
    `<rect x="${bx + 262}" y="150" width="60" height="14" rx="3" fill="#8a8278"/>` +
    `<rect x="${bx + 262}" y="290" width="60" height="14" rx="3" fill="#8a8278"/>` +
    // legs
    `<rect x="${bx + 20}" y="${by + bh - 10}" width="26" height="${floorY - by - bh + 10}" fill="#1a0f0a"/>` +
    `<rect x="${bx + bw - 46}" y="${by + bh - 10}" width="26" height="${floorY - by - bh + 10}" fill="#1a0f0a"/>` +
    // cabinet
    `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="22" fill="url(#body)"/>` +
    `<rect x="${bx}" y="${by}" width="${bw}" height="26" rx="13" fill="#5a3a26"/>` +
    // hopper
    `<path d="M${dcx - 90} ${by - 150} L${dcx + 90} ${by - 150} L${dcx + 22} ${by - 40} L${dcx - 22} ${by - 40} Z" fill="url(#steel)"/>` +
    `<ellipse cx="${dcx}" cy="${by - 150}" rx="90" ry="14" fill="#d8d0c5"/>` +
    `<ellipse cx="${dcx}" cy="${by - 150}" rx="76" ry="9" fill="#3a2013"/>` +
    `<rect x="${dcx - 20}" y="${by - 42}" width="40" height="44" fill="#8a8278"/>` +
    `<rect x="${dcx - 32}" y="${by - 28}" width="64" height="10" rx="4" fill="url(#copperG)"/>` +
    // drum face
    `<circle cx="${dcx}" cy="${dcy}" r="118" fill="url(#drum)"/>` +
    `<circle cx="${dcx}" cy="${dcy}" r="118" fill="none" stroke="#6b3a1a" stroke-width="6"/>` +
    `<circle cx="${dcx}" cy="${dcy}" r="96" fill="none" stroke="#f0b482" stroke-opacity="0.5" stroke-width="3"/>` +
    Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * Math.PI * 2;
      return `<circle cx="${(dcx + Math.cos(a) * 107).toFixed(1)}" cy="${(dcy + Math.sin(a) * 107).toFixed(1)}" r="4" fill="#7f4520"/>`;
    }).join('') +
    // sight glass
    `<circle cx="${dcx}" cy="${dcy - 16}" r="46" fill="url(#glass)" stroke="#2b1a12" stroke-width="8"/>` +
    `<path d="M${dcx - 26} ${dcy - 36} a 34 34 0 0 1 30 -14" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="6" stroke-linecap="round"/>` +
    Array.from({ length: 7 }, () =>
      bean(dcx - 30 + rand() * 60, dcy - 4 + rand() * 20, 7, rand() * 360, '#5a3018', { shadow: false }),
    ).join('') +
    // door handle + trier
    `<rect x="${dcx - 50}" y="${dcy + 52}" width="100" height="16" rx="8" fill="#2b1a12"/>` +
    `<rect x="${dcx + 96}" y="${dcy - 60}" width="40" height="12" rx="6" fill="#2b1a12"/>` +
    // control panel
    `<rect x="${bx + 20}" y="${by + 50}" width="44" height="200" rx="10" fill="#1a0f0a"/>` +
    gauge(bx + 42, by + 88, 16, -40) +
    gauge(bx + 42, by + 136, 16, 30) +
    `<circle cx="${bx + 42}" cy="${by + 184}" r="9" fill="${C.sage}"/>` +
    `<circle cx="${bx + 42}" cy="${by + 218}" r="9" fill="${C.copper}"/>`;

  // cooling tray
  const tcx = 940;
  const tcy = 620;
  const trx = 200;
  const try_ = 48;
  let trayBeans = '';
  for (let i = 0; i < 70; i++) {
    const a = rand() * Math.PI * 2;
    const r = Math.sqrt(rand()) * 0.86;
    trayBeans += bean(
      tcx + Math.cos(a) * r * trx,
      tcy + Math.sin(a) * r * try_,
      7,
      rand() * 360,
      rand() > 0.5 ? '#5a3018' : '#4a2614',
      { shadow: false },
    );
  }
  const tray =
    `<ellipse cx="${tcx + 10}" cy="${floorY + 6}" rx="${trx}" ry="20" fill="#000" opacity="0.4" filter="url(#soft)"/>` +
    // stand
    `<rect x="${tcx - 150}" y="${tcy + 40}" width="20" height="${floorY - tcy - 40}" fill="#1a0f0a"/>` +
    `<rect x="${tcx + 130}" y="${tcy + 40}" width="20" height="${floorY - tcy - 40}" fill="#1a0f0a"/>` +
    `<rect x="${tcx - 12}" y="${tcy + 40}" width="24" height="${floorY - tcy - 40}" fill="#24150e"/>` +
    `<rect x="${tcx - 60}" y="${tcy + 70}" width="120" height="60" rx="10" fill="#2b1a12"/>` +
    // tray wall
    `<path d="M${tcx - trx} ${tcy} V${tcy + 40} A${trx} ${try_} 0 0 0 ${tcx + trx} ${tcy + 40} V${tcy} Z" fill="url(#copperG)"/>` +
    `<ellipse cx="${tcx}" cy="${tcy}" rx="${trx}" ry="${try_}" fill="#8c4d22"/>` +
    `<ellipse cx="${tcx}" cy="${tcy + 3}" rx="${trx - 12}" ry="${try_ - 8}" fill="#3a2013"/>` +
    trayBeans +
    // stirring arm
    `<rect x="${tcx - 6}" y="${tcy - 70}" width="12" height="72" fill="#8a8278"/>` +
    `<path d="M${tcx} ${tcy} L${tcx - 150} ${tcy + 18} M${tcx} ${tcy} L${tcx + 120} ${tcy - 26}" stroke="${C.sage}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="${tcx}" cy="${tcy - 70}" r="12" fill="${C.sage}"/>` +
    // warm smoke off the fresh roast
    `<g filter="url(#smoke)">` +
    steam(tcx - 70, tcy - 30, 220, 24, 12, 0.45) +
    steam(tcx + 70, tcy - 40, 180, -20, 10, 0.35) +
    `</g>`;

  // pendant lamp
  const lamp =
    `<circle cx="880" cy="220" r="300" fill="url(#glow)"/>` +
    `<rect x="878" y="0" width="4" height="130" fill="#1a0f0a"/>` +
    `<path d="M830 190 Q830 130 880 130 Q930 130 930 190 Z" fill="url(#copperG)"/>` +
    `<ellipse cx="880" cy="190" rx="50" ry="8" fill="#f7d7a8"/>`;

  // shelf with retail bags
  const shelf =
    `<rect x="960" y="380" width="220" height="12" fill="#5a3a26"/>` +
    miniBag(990, 300, C.sage) +
    miniBag(1060, 300, C.copper) +
    miniBag(1130, 300, '#b9a3d9');

  const body =
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
    `<path d="${bricks}" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>` +
    lamp +
    window +
    shelf +
    `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floor)"/>` +
    `<path d="${Array.from({ length: 8 }, (_, i) => `M${i * 180 - 60} ${H} L${i * 150 + 40} ${floorY}`).join(' ')}" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>` +
    `<rect y="${floorY}" width="${W}" height="4" fill="#c98a5a" opacity="0.35"/>` +
    sacks +
    roaster +
    tray;

  return svgDoc(W, H, body, defs);
}

function gauge(cx, cy, r, angle) {
  const a = ((angle - 90) * Math.PI) / 180;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.cream}" stroke="${C.copper}" stroke-width="3"/>` +
    `<path d="M${cx} ${cy} L${(cx + Math.cos(a) * r * 0.75).toFixed(1)} ${(cy + Math.sin(a) * r * 0.75).toFixed(1)}" stroke="${C.espresso}" stroke-width="2.5" stroke-linecap="round"/>`
  );
}

function miniBag(x, y, labelColour) {
  return (
    `<path d="M${x} ${y + 14} H${x + 56} L${x + 58} ${y + 80} H${x - 2} Z" fill="${C.kraft}"/>` +
    `<rect x="${x}" y="${y}" width="56" height="16" fill="#b48a5e"/>` +
    `<rect x="${x - 3}" y="${y + 18}" width="62" height="4" fill="#c9c3ba"/>` +
    `<rect x="${x + 8}" y="${y + 34}" width="40" height="34" rx="3" fill="${labelColour}"/>`
  );
}

// ---------------------------------------------------------------------------
// Founders: abstract illustrated portraits (600x600, circle friendly)
// ---------------------------------------------------------------------------
function portrait({ bg, ring, skin, skinShade, hair, shirt, apron, strap, hairStyle, beard, accessory }) {
  const W = 600;
  const cx = 300;
  const headY = 260;
  const rand = rng(hairStyle);

  let hairBack = '';
  let hairFront = '';
  if (hairStyle === 'curly') {
    // a halo of curls behind the head
    for (let i = 0; i < 26; i++) {
      const a = Math.PI * (0.95 + (i / 25) * 1.1) + (rand() - 0.5) * 0.1;
      const rr = 118 + rand() * 18;
      const x = cx + Math.cos(a) * rr;
      const y = headY - 6 + Math.sin(a) * rr * 0.95;
      hairBack += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(36 + rand() * 12).toFixed(1)}" fill="${hair}"/>`;
    }
    hairBack += `<ellipse cx="${cx}" cy="${headY - 10}" rx="150" ry="140" fill="${hair}"/>`;
    // curls falling beside the cheeks
    for (const side of [-1, 1]) {
      for (let j = 0; j < 4; j++) {
        hairBack += `<circle cx="${cx + side * (128 - j * 4)}" cy="${headY + 30 + j * 34}" r="${30 - j * 3}" fill="${hair}"/>`;
      }
    }
    // fringe curls over the forehead
    for (let i = 0; i < 7; i++) {
      const x = cx - 78 + i * 26;
      const y = headY - 92 + Math.abs(i - 3) * 6;
      hairFront += `<circle cx="${x}" cy="${y}" r="${24 + (i % 2) * 4}" fill="${hair}"/>`;
    }
    // curl highlights
    for (let i = 0; i < 14; i++) {
      const a = Math.PI * (1.05 + (i / 13) * 0.9);
      const x = cx + Math.cos(a) * 120;
      const y = headY - 10 + Math.sin(a) * 118;
      hairFront += `<path d="M${(x - 10).toFixed(1)} ${y.toFixed(1)} a 10 10 0 0 1 20 0" fill="none" stroke="#fff" stroke-opacity="0.13" stroke-width="4" stroke-linecap="round"/>`;
    }
  } else {
    // short cropped hair: a cap with a side part
    hairBack = `<path d="M${cx - 104} ${headY - 10} Q${cx - 112} ${headY - 130} ${cx} ${headY - 134} Q${cx + 112} ${headY - 130} ${cx + 104} ${headY - 10} Z" fill="${hair}"/>`;
    hairFront =
      `<path d="M${cx - 100} ${headY - 30} Q${cx - 104} ${headY - 126} ${cx + 6} ${headY - 128} Q${cx + 104} ${headY - 124} ${cx + 100} ${headY - 36} Q${cx + 90} ${headY - 82} ${cx + 20} ${headY - 86} Q${cx - 40} ${headY - 84} ${cx - 60} ${headY - 100} Q${cx - 80} ${headY - 70} ${cx - 100} ${headY - 30} Z" fill="${hair}"/>` +
      `<path d="M${cx - 40} ${headY - 116} q 50 -10 100 8" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="5" stroke-linecap="round"/>`;
  }

  const face =
    // ears
    `<ellipse cx="${cx - 96}" cy="${headY + 10}" rx="16" ry="24" fill="${skinShade}"/>` +
    `<ellipse cx="${cx + 96}" cy="${headY + 10}" rx="16" ry="24" fill="${skinShade}"/>` +
    // head
    `<ellipse cx="${cx}" cy="${headY}" rx="98" ry="114" fill="${skin}"/>` +
    // eyebrows
    `<path d="M${cx - 58} ${headY - 28} q 20 -12 40 -2 M${cx + 18} ${headY - 30} q 20 -10 40 2" fill="none" stroke="${hair}" stroke-width="7" stroke-linecap="round"/>` +
    // eyes
    `<ellipse cx="${cx - 38}" cy="${headY}" rx="8" ry="10" fill="${C.espresso}"/>` +
    `<ellipse cx="${cx + 38}" cy="${headY}" rx="8" ry="10" fill="${C.espresso}"/>` +
    `<circle cx="${cx - 35}" cy="${headY - 4}" r="2.5" fill="#fff"/>` +
    `<circle cx="${cx + 41}" cy="${headY - 4}" r="2.5" fill="#fff"/>` +
    // nose
    `<path d="M${cx + 2} ${headY + 6} q 10 22 -6 28" fill="none" stroke="${skinShade}" stroke-width="6" stroke-linecap="round"/>` +
    // cheeks
    `<circle cx="${cx - 58}" cy="${headY + 38}" r="16" fill="#e07a5f" opacity="0.28"/>` +
    `<circle cx="${cx + 58}" cy="${headY + 38}" r="16" fill="#e07a5f" opacity="0.28"/>`;

  const mouth = beard
    ? `<path d="M${cx - 96} ${headY + 6} Q${cx - 100} ${headY + 120} ${cx} ${headY + 132} Q${cx + 100} ${headY + 120} ${cx + 96} ${headY + 6} Q${cx + 84} ${headY + 60} ${cx + 50} ${headY + 52} Q${cx} ${headY + 40} ${cx - 50} ${headY + 52} Q${cx - 84} ${headY + 60} ${cx - 96} ${headY + 6} Z" fill="${hair}"/>` +
      `<path d="M${cx - 26} ${headY + 70} Q${cx} ${headY + 90} ${cx + 26} ${headY + 70} Z" fill="#f6efe6"/>` +
      `<path d="M${cx - 26} ${headY + 70} Q${cx} ${headY + 90} ${cx + 26} ${headY + 70}" fill="none" stroke="#5b2f22" stroke-width="4" stroke-linejoin="round"/>`
    : `<path d="M${cx - 30} ${headY + 54} Q${cx} ${headY + 84} ${cx + 30} ${headY + 54} Z" fill="#7a2e25"/>` +
      `<path d="M${cx - 22} ${headY + 57} Q${cx} ${headY + 64} ${cx + 22} ${headY + 57}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`;

  const torso =
    // neck
    `<rect x="${cx - 36}" y="${headY + 80}" width="72" height="70" fill="${skinShade}"/>` +
    // shoulders / shirt
    `<path d="M60 ${W} Q60 440 180 410 Q240 396 ${cx} 396 Q360 396 420 410 Q540 440 540 ${W} Z" fill="${shirt}"/>` +
    // collar
    `<path d="M${cx - 50} 400 L${cx} 452 L${cx + 50} 400" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="6" stroke-linejoin="round"/>` +
    // apron straps + bib
    `<path d="M${cx - 110} 406 L${cx - 70} 480 M${cx + 110} 406 L${cx + 70} 480" stroke="${strap}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M${cx - 92} 470 H${cx + 92} L${cx + 104} ${W} H${cx - 104} Z" fill="${apron}"/>` +
    `<circle cx="${cx - 74}" cy="484" r="7" fill="${C.copperLight}"/>` +
    `<circle cx="${cx + 74}" cy="484" r="7" fill="${C.copperLight}"/>` +
    // apron pocket with the brand mark
    `<rect x="${cx - 44}" y="520" width="88" height="60" rx="8" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="4"/>` +
    brandMark(cx, 550, 18, C.cream, C.copperLight);

  const defs = radial(
    'halo',
    [
      [0, '#fff', 0.22],
      [1, '#fff', 0],
    ],
    { cx: 0.5, cy: 0.42, r: 0.55 },
  );

  const body =
    `<rect width="${W}" height="${W}" fill="${bg}"/>` +
    `<circle cx="${cx}" cy="${cx}" r="290" fill="${ring}"/>` +
    `<circle cx="${cx}" cy="${cx}" r="290" fill="url(#halo)"/>` +
    // a few floating beans as decoration (inside the circle)
    bean(112, 180, 16, -30, C.espresso, { shadow: false }) +
    bean(486, 150, 13, 40, C.espresso, { shadow: false }) +
    bean(510, 300, 10, 10, C.espresso, { shadow: false }) +
    hairBack +
    torso +
    face +
    mouth +
    hairFront +
    (accessory ?? '');

  return svgDoc(W, W, body, defs);
}

const FOUNDERS = {
  maya: {
    bg: '#b8652f',
    ring: C.copper,
    skin: '#9a6444',
    skinShade: '#7f4f33',
    hair: '#24150e',
    shirt: C.cream,
    apron: C.sage,
    strap: '#5f6f4f',
    hairStyle: 'curly',
    beard: false,
    // copper hoop earrings
    accessory:
      `<circle cx="204" cy="302" r="12" fill="none" stroke="${C.copperLight}" stroke-width="5"/>` +
      `<circle cx="396" cy="302" r="12" fill="none" stroke="${C.copperLight}" stroke-width="5"/>`,
  },
  daniel: {
    bg: '#6f8060',
    ring: C.sage,
    skin: '#c98f68',
    skinShade: '#ad7552',
    hair: '#3a2418',
    shirt: '#e9dcc8',
    apron: C.mocha,
    strap: '#3d2619',
    hairStyle: 'short',
    beard: true,
  },
};

// ---------------------------------------------------------------------------
// Placeholder: an outlined bag icon on light cream
// ---------------------------------------------------------------------------
function placeholderImage() {
  const W = 1200;
  const H = 900;
  const stroke = '#bfae99';
  const cx = W / 2;
  const body =
    `<rect width="${W}" height="${H}" fill="#f6f0e7"/>` +
    `<circle cx="${cx}" cy="${H / 2}" r="250" fill="#efe6da"/>` +
    `<g fill="none" stroke="${stroke}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">` +
    // crimped top
    `<path d="M${cx - 110} 300 L${cx - 110} 250 L${cx + 110} 250 L${cx + 110} 300"/>` +
    `<path d="M${cx - 80} 264 V288 M${cx - 50} 264 V288 M${cx - 20} 264 V288 M${cx + 10} 264 V288 M${cx + 40} 264 V288 M${cx + 70} 264 V288" stroke-width="6"/>` +
    // body
    `<path d="M${cx - 110} 300 H${cx + 110} L${cx + 122} 630 Q${cx + 124} 650 ${cx + 104} 650 H${cx - 104} Q${cx - 124} 650 ${cx - 122} 630 Z"/>` +
    // tin tie
    `<path d="M${cx - 130} 318 H${cx + 130}"/>` +
    // label + bean
    `<rect x="${cx - 70}" y="400" width="140" height="170" rx="14" stroke-width="8"/>` +
    `</g>` +
    `<g transform="translate(${cx} 485) rotate(-25)" fill="none" stroke="${stroke}" stroke-width="7" stroke-linecap="round">` +
    `<ellipse rx="26" ry="36"/><path d="M0 -28 C 14 -10 -14 10 0 28"/></g>`;
  return svgDoc(W, H, body);
}

// ---------------------------------------------------------------------------
// Favicon (src/app/icon.svg)
// ---------------------------------------------------------------------------
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <circle cx="16" cy="16" r="16" fill="${C.copper}"/>
  <g transform="rotate(-30 16 16)">
    <ellipse cx="16" cy="16" rx="7.5" ry="11" fill="${C.cream}"/>
    <path d="M16 6.5C19.6 11 12.4 21 16 25.5" fill="none" stroke="${C.copper}" stroke-width="2.2" stroke-linecap="round"/>
  </g>
</svg>
`;

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------
async function render(svg, outFile) {
  await mkdir(path.dirname(outFile), { recursive: true });
  const info = await sharp(Buffer.from(svg)).webp(WEBP).toFile(outFile);
  console.log(
    `${path.relative(ROOT, outFile).padEnd(52)} ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KB`,
  );
}

async function main() {
  for (const coffee of COFFEES) {
    await render(await productImage(coffee), path.join(PUBLIC, 'products', `${coffee.slug}.webp`));
  }
  await render(await heroImage(), path.join(PUBLIC, 'hero.webp'));
  await render(roasteryImage(), path.join(PUBLIC, 'roastery.webp'));
  for (const [name, look] of Object.entries(FOUNDERS)) {
    await render(portrait(look), path.join(PUBLIC, 'founders', `${name}.webp`));
  }
  await render(placeholderImage(), path.join(PUBLIC, 'placeholder-product.webp'));

  const iconFile = path.join(ROOT, 'src', 'app', 'icon.svg');
  await mkdir(path.dirname(iconFile), { recursive: true });
  await writeFile(iconFile, ICON_SVG);
  console.log(`${path.relative(ROOT, iconFile).padEnd(52)} ${ICON_SVG.length} B`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
