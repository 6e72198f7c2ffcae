// Draws the customers' wordmarks (fictional organisations, content/customers.json) into an SVG
// sprite per brand, public/assets/customer-wordmarks-<brand>-<hash>.svg (a page loads only its
// brand's), and writes where each is and its width to
// worker/ui/illustrations/customer-wordmarks.ts. Each has its own drawn mark and its own lettering,
// outlined from a free typeface Debian ships (DejaVu: Bitstream Vera licence; Liberation: SIL OFL),
// so a logo never depends on a web font arriving; every name is set at one cap height.
// Not part of the build (the outlines are committed); run it after changing a wordmark:
//   npm install --no-save opentype.js@1.3.4 && node scripts/draw-customer-wordmarks.mjs
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import opentype from 'opentype.js';

const ROOT = new URL('..', import.meta.url).pathname;
const FONTS = '/usr/share/fonts/truetype';
/** The box: 40 units high, every name's capitals 13 units tall on the baseline at 26.5. */
const H = 40;
const CAP = 13;
const BASELINE = 26.5;
/** The lettering starts this far right of the mark's box (34 units). */
const TEXT_X = 42;

const fonts = new Map();
const font = (file) => {
  if (!fonts.has(file)) fonts.set(file, opentype.loadSync(join(FONTS, file)));
  return fonts.get(file);
};
/** A face's cap height in font units: OS/2 when it says, else the height of its H. */
const capHeight = (f) => f.tables.os2?.sCapHeight || f.charToGlyph('H').getBoundingBox().y2;

const S = (d, width = 3) =>
  `<path d="${d}" fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const F = (d) => `<path d="${d}" fill="currentColor"/>`;
const C = (cx, cy, r, stroke) =>
  stroke
    ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="currentColor" stroke-width="${stroke}"/>`
    : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="currentColor"/>`;

const SANS = 'liberation/LiberationSans-Regular.ttf';
const SANS_B = 'liberation/LiberationSans-Bold.ttf';
/**
 * Each customer: its mark (drawn in a 34 × 34 box from y 3) and its lettering, runs of text in a
 * face with their tracking in em.
 */
const WORDMARKS = {
  'Northwind Logistics': {
    mark: S('M4 12h17a5 5 0 1 0-5-5M4 20h23a5 5 0 1 1-5 5M4 28h11'),
    runs: [
      ['NORTHWIND', SANS_B, 0.06],
      [' LOGISTICS', SANS, 0.06],
    ],
  },
  'Riverside Running Club': {
    mark: C(25, 10, 5) + S('M3 22q4-4 8 0t8 0t8 0t8 0M3 29q4-4 8 0t8 0t8 0t8 0', 2.5),
    runs: [
      ['Riverside', 'dejavu/DejaVuSerif-BoldItalic.ttf', 0],
      [' Running Club', 'dejavu/DejaVuSerif-Italic.ttf', 0],
    ],
  },
  'Bluepeak Software': {
    mark: F('M2 32L13 9l6 12 4-7 10 18z'),
    runs: [
      ['bluepeak', 'dejavu/DejaVuSans-Bold.ttf', -0.03],
      [' software', 'dejavu/DejaVuSans.ttf', 0],
    ],
  },
  'City of Lakemont': {
    mark:
      S('M5 4h24v13c0 8-6 13-12 15C11 30 5 25 5 17z', 2.5) +
      S('M10 17q1.75-2 3.5 0t3.5 0t3.5 0t3.5 0M10 23q1.75-2 3.5 0t3.5 0t3.5 0t3.5 0', 2),
    runs: [['CITY OF LAKEMONT', 'liberation/LiberationSerif-Regular.ttf', 0.12]],
  },
  'Harbour Health Trust': {
    mark: C(17, 18, 14, 3) + F('M14 10h6v5h5v6h-5v5h-6v-5H9v-6h5z'),
    runs: [
      ['Harbour Health', 'dejavu/DejaVuSansCondensed-Bold.ttf', 0],
      [' Trust', 'dejavu/DejaVuSansCondensed.ttf', 0],
    ],
  },
  'Summit Cycling Federation': {
    mark: C(17, 18, 13, 3) + C(17, 18, 3) + S('M17 5v26M4 18h26M8 9l18 18M26 9L8 27', 1.5),
    runs: [
      ['SUMMIT', 'liberation/LiberationSans-BoldItalic.ttf', 0.02],
      [' CYCLING FEDERATION', 'liberation/LiberationSans-Italic.ttf', 0.02],
    ],
  },
  'Kestrel Insurance': {
    mark: F('M2 22C9 9 21 5 32 6c-6 3-9 7-10 12 4-2 7-2 10-1-8 2-14 7-17 15-2-6-6-10-13-10z'),
    runs: [
      ['Kestrel', 'liberation/LiberationSansNarrow-Bold.ttf', 0],
      [' Insurance', 'liberation/LiberationSansNarrow-Regular.ttf', 0],
    ],
  },
  'Meridian Bank': {
    mark: C(17, 18, 14, 3) + S('M17 4c-7 8-7 20 0 28M17 4c7 8 7 20 0 28M4 18h26', 2.5),
    runs: [
      ['Meridian', 'liberation/LiberationSerif-Bold.ttf', 0],
      [' Bank', 'liberation/LiberationSerif-Regular.ttf', 0],
    ],
  },
  'Alder & Finch Consulting': {
    mark: F('M5 32C5 15 13 5 31 4c-1 17-9 27-24 28z') + S('M9 28L24 11', 2),
    runs: [
      ['Alder ', 'dejavu/DejaVuSerif.ttf', 0.01],
      ['&', 'dejavu/DejaVuSerif-Italic.ttf', 0],
      [' Finch', 'dejavu/DejaVuSerif.ttf', 0.01],
    ],
  },
  'Greenfield Foods': {
    mark: F('M7 17a10 10 0 0 1 20 0z') + S('M3 22h28M7 27h20M11 32h12'),
    runs: [
      ['greenfield', 'dejavu/DejaVuSans-Bold.ttf', -0.02],
      ['foods', 'dejavu/DejaVuSans.ttf', 0],
    ],
  },
  'Orbital Telecom': {
    mark: C(17, 18, 6) + S('M3 24c2 5 13 3 22-3s13-13 9-16-12 0-21 6', 2.5) + C(30, 9, 2.5),
    runs: [
      ['ORBITAL', 'liberation/LiberationMono-Bold.ttf', 0],
      [' TELECOM', 'liberation/LiberationMono-Regular.ttf', 0],
    ],
  },
  'Vantage Engineering': {
    mark: S('M4 5h26v26H4z', 3) + S('M10 11l7 13 7-13', 3.5),
    runs: [
      ['VANTAGE', 'liberation/LiberationSansNarrow-Bold.ttf', 0.1],
      [' ENGINEERING', 'liberation/LiberationSansNarrow-Regular.ttf', 0.1],
    ],
  },
  'Copperline Pharma': {
    mark: S(
      'M8 26L26 8a5.5 5.5 0 0 1 0 0M6.5 27.5a6 6 0 0 1 0-8.5L19 6.5a6 6 0 0 1 8.5 8.5L15 27.5a6 6 0 0 1-8.5 0zM12.7 12.7l8.5 8.5',
      2.5,
    ),
    runs: [
      ['copperline', 'dejavu/DejaVuSans.ttf', 0],
      [' pharma', 'dejavu/DejaVuSans-Bold.ttf', 0],
    ],
  },
};

/** The id of a customer's wordmark in the sprite: its name in lower case, words joined by hyphens. */
const idOf = (name) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const drawn = {};
for (const [name, { mark, runs }] of Object.entries(WORDMARKS)) {
  let x = TEXT_X;
  const letters = [];
  for (const [text, file, tracking] of runs) {
    const f = font(file);
    const size = (CAP * f.unitsPerEm) / capHeight(f);
    const scale = size / f.unitsPerEm;
    let previous = null;
    for (const glyph of f.stringToGlyphs(text)) {
      if (previous) x += f.getKerningValue(previous, glyph) * scale;
      letters.push(glyph.getPath(x, BASELINE, size).toPathData(1));
      x += glyph.advanceWidth * scale + tracking * size;
      previous = glyph;
    }
    x -= tracking * size;
  }
  const id = idOf(name);
  drawn[name] = {
    id,
    width: Math.ceil(x + 2),
    group: `<g id="${id}">${mark}<path d="${letters.join('')}" fill="currentColor"/></g>`,
  };
}

const assets = join(ROOT, 'public/assets');
for (const old of readdirSync(assets).filter((f) => f.startsWith('customer-wordmarks-'))) rmSync(join(assets, old));
const customers = JSON.parse(readFileSync(join(ROOT, 'content/customers.json'), 'utf8'));
const sprites = [];
const marks = {};
for (const [brand, list] of Object.entries(customers)) {
  const missing = list.filter((c) => !drawn[c.name]).map((c) => c.name);
  if (missing.length)
    throw new Error(`content/customers.json ${brand}: no wordmark for ${missing.join(', ')}; add it to WORDMARKS`);
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${list.map((c) => drawn[c.name].group).join('')}</svg>\n`;
  const file = `customer-wordmarks-${brand}-${createHash('sha256').update(sprite).digest('hex').slice(0, 10)}.svg`;
  writeFileSync(join(assets, file), sprite);
  for (const c of list) marks[c.name] = [sprites.length, drawn[c.name].width];
  sprites.push(`/assets/${file}`);
  console.log(`${brand}: ${list.length} wordmarks → public/assets/${file} (${sprite.length} bytes)`);
}
writeFileSync(
  join(ROOT, 'worker/ui/illustrations/customer-wordmarks.ts'),
  `// Generated by scripts/draw-customer-wordmarks.mjs: do not edit.
/** The brands' wordmark sprites (served from /assets/, cached for a year); a group per customer, its id \`wordmarkId(name)\`. */
export const WORDMARK_SPRITES = ${JSON.stringify(sprites)};
/** The box every wordmark is drawn in: this high, capitals ${CAP} units tall on one baseline. */
export const WORDMARK_HEIGHT = ${H};
/** Each drawn customer, by name: its sprite (an index of WORDMARK_SPRITES) and its width. */
export const WORDMARKS: Readonly<Record<string, readonly [sprite: number, width: number]>> = ${JSON.stringify(marks)};
`,
);
