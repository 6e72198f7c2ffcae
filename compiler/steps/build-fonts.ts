// Each brand's typefaces, self-hosted: copies the WOFF2 files of its pairing from the @fontsource
// packages (OFL) into dist/client/assets/fonts/ under hashed names (cached for a year like every
// asset), and writes worker/generated/fonts.ts: the @font-face rules (one per family and script,
// with the package's own unicode-range, so a page loads only the scripts it shows), a fallback
// face per family tuned to its size (size-adjust, ascent/descent overrides on Arial or its metric
// twin Liberation Sans), `font-display: optional` so a late face never moves a drawn page (CLS 0),
// each brand's font stacks and the one file its
// first screen preloads (its heading and text faces: with `optional`, a face must be there within
// the block period to be used on this page).
// Runs after `vite build`, which empties dist/client. docs/decisions/0016-brand-typefaces.md.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/site-sources.ts';
import { woff2Metrics } from '../../scripts/woff2-metrics.ts';

interface Face {
  /** The package and its file stem: `<package>/files/<stem>-<subset>-<axis>-normal.woff2`. */
  pkg: string;
  stem: string;
  family: string;
  /** `wght` for a variable file; the static weights otherwise. */
  weights: 'wght' | number[];
  subsets: string[];
  /**
   * The width of a sentence of body copy in this face over its width in Arial (measured in
   * Chromium at the weight the face is mostly read at): the fallback is scaled by it.
   */
  widthRatio?: number;
}

const LATIN = ['latin', 'latin-ext'];
const FACES = {
  manrope: {
    pkg: '@fontsource-variable/manrope',
    stem: 'manrope',
    family: 'Manrope',
    weights: 'wght',
    subsets: LATIN,
    widthRatio: 1.0047,
  },
  inter: {
    pkg: '@fontsource-variable/inter',
    stem: 'inter',
    family: 'Inter',
    weights: 'wght',
    subsets: LATIN,
    widthRatio: 1.0629,
  },
  plex: {
    pkg: '@fontsource-variable/ibm-plex-sans',
    stem: 'ibm-plex-sans',
    family: 'IBM Plex Sans',
    weights: 'wght',
    subsets: LATIN,
    widthRatio: 0.9836,
  },
  sourceSans: {
    pkg: '@fontsource-variable/source-sans-3',
    stem: 'source-sans-3',
    family: 'Source Sans 3',
    weights: 'wght',
    subsets: LATIN,
    widthRatio: 0.9349,
  },
  plexArabic: {
    pkg: '@fontsource/ibm-plex-sans-arabic',
    stem: 'ibm-plex-sans-arabic',
    family: 'IBM Plex Sans Arabic',
    weights: [400, 700],
    subsets: ['arabic'],
  },
} satisfies Record<string, Face>;
type FaceName = keyof typeof FACES;

/** Each brand's pairing (subtenants inherit their base's): headings, body, and the Arabic face of both. */
const BRANDS: Record<string, { heading: FaceName; body: FaceName; arabic: FaceName }> = {
  default: { heading: 'manrope', body: 'inter', arabic: 'plexArabic' },
  cofi: { heading: 'plex', body: 'sourceSans', arabic: 'plexArabic' },
};

const OUT = join(ROOT, 'dist/client/assets/fonts');
mkdirSync(OUT, { recursive: true });
const pct = (n: number) => `${(n * 100).toFixed(2)}%`;

/** The package's unicode-range for one of its files, from its own CSS. */
function unicodeRange(pkg: string, file: string): string {
  const dir = join(ROOT, 'node_modules', pkg);
  const css = readdirSync(dir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');
  const block = css.split(`/* ${file} */`)[1];
  const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`${pkg}: no unicode-range for ${file}`);
  return range.trim();
}

const rules: string[] = [];
const urls = new Map<string, string>();
let bytes = 0;
for (const [name, face] of Object.entries(FACES) as [FaceName, Face][]) {
  let metricsFile: Buffer | undefined;
  for (const subset of face.subsets) {
    for (const weight of face.weights === 'wght' ? ['wght' as const] : face.weights) {
      const file = `${face.stem}-${subset}-${weight}-normal`;
      const data = readFileSync(join(ROOT, 'node_modules', face.pkg, 'files', `${file}.woff2`));
      metricsFile ??= data;
      const hashed = `${file}-${createHash('sha256').update(data).digest('hex').slice(0, 8)}.woff2`;
      writeFileSync(join(OUT, hashed), data);
      bytes += data.length;
      const url = `/assets/fonts/${hashed}`;
      urls.set(`${name}:${subset}:${weight}`, url);
      rules.push(
        `@font-face{font-family:'${face.family}';font-style:normal;font-display:optional;` +
          `font-weight:${weight === 'wght' ? '100 900' : weight};src:url(${url}) format('woff2');` +
          `unicode-range:${unicodeRange(face.pkg, file)}}`,
      );
    }
  }
  if (face.widthRatio && metricsFile) {
    const m = woff2Metrics(metricsFile);
    const scale = face.widthRatio;
    // Overrides are fractions of the used size, which size-adjust has already scaled.
    rules.push(
      `@font-face{font-family:'${face.family} Fallback';src:local('Arial'),local('Liberation Sans'),local('Helvetica');` +
        `size-adjust:${pct(scale)};ascent-override:${pct(m.ascender / m.unitsPerEm / scale)};` +
        `descent-override:${pct(-m.descender / m.unitsPerEm / scale)};line-gap-override:${pct(m.lineGap / m.unitsPerEm / scale)}}`,
    );
  }
}

const stack = (face: FaceName, arabic: FaceName) =>
  `'${FACES[face].family}', '${FACES[arabic].family}', '${FACES[face].family} Fallback', system-ui, sans-serif`;
const brands = Object.fromEntries(
  Object.entries(BRANDS).map(([brand, { heading, body, arabic }]) => [
    brand,
    {
      heading: stack(heading, arabic),
      body: stack(body, arabic),
      preload: [urls.get(`${heading}:latin:wght`)!, urls.get(`${body}:latin:wght`)!],
      preloadArabic: [urls.get(`${arabic}:arabic:700`)!, urls.get(`${arabic}:arabic:400`)!],
    },
  ]),
);

writeFileSync(
  join(ROOT, 'worker/generated/fonts.ts'),
  `// Generated by compiler/steps/build-fonts.ts from the @fontsource packages: do not edit.\n` +
    `/** Every brand's @font-face rules (the component stylesheet's first rules). */\n` +
    `export const FONT_FACES = ${JSON.stringify(rules.join('\n'))};\n` +
    `/** Each brand's font stacks, and the files its first screen preloads (Latin pages; Arabic pages). */\n` +
    `export const BRAND_FONTS: Record<string, { heading: string; body: string; preload: string[]; preloadArabic: string[] }> = ${JSON.stringify(brands, null, 2)};\n`,
);
console.log(`fonts: ${urls.size} WOFF2 files, ${(bytes / 1024).toFixed(1)} KB → dist/client/assets/fonts/`);
