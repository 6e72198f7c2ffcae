/**
 * npm run screenshots: one PNG contact sheet of every tenant's home page, in both themes (default
 * and `?theme=highcontrast`) at a phone and a desktop width, for marketing to review a change at a
 * glance. `npm run screenshots` builds first, then this script:
 *
 * 1. starts the worker under `wrangler dev` with the browser tests' code (test/browser/global-setup.ts);
 * 2. loads each page in Debian's Chromium (playwright-core) in one browser context and takes the
 *    first screen (what a visitor sees before scrolling);
 * 3. lays the shots out with sharp, a row per tenant, labelled, and writes screenshots/homes.png
 *    (screenshots/pages.png for other paths; git-ignored), whose path it prints.
 *
 * Usage: npm run screenshots [-- /path …]   (default: /, the home page; a row per tenant and path)
 *        SCREENSHOT_TENANTS=default,cofi npm run screenshots   (fewer rows)
 *        SCREENSHOT_TENANTS=default,cofi npm run screenshots -- --sheet   (the review sheet:
 *        home, features, a solutions page, pricing, a journey and contact of each tenant's brand,
 *        written to screenshots/sheet.png)
 *        SCREENSHOT_DIR=rtl npm run screenshots   (right to left: `<html dir="rtl" lang="ar">` set by an init
 *        script before first paint, for the layout before the Arabic routes exist; sheet-rtl.png, …)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { SITE_DATA } from '../worker/generated/site-data.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { ROOT } from './site-sources.ts';
import { startDevServer } from './wrangler-dev.ts';
import { forceRightToLeft } from '../test/browser/force-rtl.ts';

const TENANTS = process.env.SCREENSHOT_TENANTS?.split(',') ?? Object.keys(SITE_DATA.tenants).sort();
const SHEET = process.argv.includes('--sheet');
/** SCREENSHOT_DIR=rtl: the pages right to left, by an init script on the English pages. */
const RTL = process.env.SCREENSHOT_DIR === 'rtl';
/**
 * The review sheet's pages by brand: home, the features page (cofi has none: its
 * benefits index), a solutions page, pricing, a journey (cofi: its maps page) and contact.
 */
const SHEET_PATHS: Record<string, string[]> = {
  default: ['/', '/features', '/solutions/step-challenges', '/pricing', '/challenges/journeys/us-route-66', '/contact'],
  cofi: [
    '/',
    '/product/benefits',
    '/solutions/workplace',
    '/pricing',
    '/product/benefits/maps-virtual-journeys',
    '/contact',
  ],
};
const ARG_PATHS = process.argv
  .slice(2)
  .filter((a) => a !== '--sheet')
  .map((p) => (p.startsWith('/') ? p : `/${p}`));
const PATHS = ARG_PATHS.length ? ARG_PATHS : ['/'];
const pathsOf = (tenant: string) =>
  SHEET ? (SHEET_PATHS[(SITE_DATA.tenants as Record<string, { routeSet: string }>)[tenant]!.routeSet] ?? ['/']) : PATHS;
/** One row of the sheet: a tenant's page. */
const ROWS = TENANTS.flatMap((tenant) =>
  pathsOf(tenant).map((path) => ({
    tenant,
    path,
    label: SHEET || PATHS.length > 1 ? [tenant, path] : [tenant],
  })),
);
/** The columns of the sheet: theme × viewport (the widths the tenant-looks browser test checks). */
const SHOTS = [
  { theme: 'default', query: '', width: 390, height: 844 },
  { theme: 'default', query: '', width: 1280, height: 800 },
  { theme: 'high contrast', query: '?theme=highcontrast', width: 390, height: 844 },
  { theme: 'high contrast', query: '?theme=highcontrast', width: 1280, height: 800 },
];
/** Shots are scaled to this height on the sheet. */
const ROW = 420;
const LABEL = 60;
const GAP = 16;
/** Where the first column starts: room for the row labels. */
const LEFT = 176;
const OUT = join(
  ROOT,
  'screenshots',
  `${SHEET ? 'sheet' : PATHS.length === 1 && PATHS[0] === '/' ? 'homes' : 'pages'}${RTL ? '-rtl' : ''}.png`,
);

const escapeXml = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const scaledWidth = (shot: (typeof SHOTS)[number]) => Math.round((shot.width * ROW) / shot.height);

async function takeShots(port: number): Promise<Buffer[][]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    if (RTL) await forceRightToLeft(context);
    const page = await context.newPage();
    const rows: Buffer[][] = [];
    for (const { tenant, path } of ROWS) {
      const row: Buffer[] = [];
      for (const shot of SHOTS) {
        // A `#fragment` (to shoot a section further down) goes after the theme's query.
        const [pathAndQuery, fragment] = path.split(/(?=#)/);
        const query = pathAndQuery!.includes('?') ? shot.query.replace('?', '&') : shot.query;
        const url = `http://${tenant}.localhost:${port}${pathAndQuery}${query}${fragment ?? ''}`;
        console.error(`[screenshots] ${url} at ${shot.width} px`);
        await page.setViewportSize({ width: shot.width, height: shot.height });
        const response = await page.goto(url, { waitUntil: 'networkidle' });
        if (response?.status() !== 200) console.error(`[screenshots] ${url} answered ${response?.status()}`);
        const png = await page.screenshot({ type: 'png' });
        row.push(await sharp(png).resize({ height: ROW }).png().toBuffer());
      }
      rows.push(row);
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** The labels of the sheet: a column heading per shot and the tenant id at the start of each row. */
function labelsSvg(width: number, height: number): string {
  const text = (x: number, y: number, words: string) => `<text x="${x}" y="${y}">${escapeXml(words)}</text>`;
  const parts: string[] = [];
  let x = LEFT;
  for (const shot of SHOTS) {
    // Two short lines: a phone column is narrower than "high contrast, 390 px" in one line.
    parts.push(text(x, LABEL - 34, shot.theme), text(x, LABEL - 10, `${shot.width} px`));
    x += scaledWidth(shot) + GAP;
  }
  ROWS.forEach((row, i) =>
    row.label.forEach((line, j) => parts.push(text(GAP, LABEL + i * (ROW + GAP) + 24 * (j + 1), line))),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g font-family="system-ui, 'DejaVu Sans', sans-serif" font-size="20" font-weight="700" fill="#1a1a1a">${parts.join('')}</g></svg>`;
}

async function composeSheet(rows: Buffer[][]): Promise<void> {
  const width = LEFT + SHOTS.reduce((sum, shot) => sum + scaledWidth(shot) + GAP, 0);
  const height = LABEL + rows.length * (ROW + GAP);
  const tiles = rows.flatMap((row, r) => {
    let left = LEFT;
    return row.map((input, c) => {
      const tile = { input, left, top: LABEL + r * (ROW + GAP) };
      left += scaledWidth(SHOTS[c]!) + GAP;
      return tile;
    });
  });
  mkdirSync(join(ROOT, 'screenshots'), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: '#d9dce1' } })
    .composite([{ input: Buffer.from(labelsSvg(width, height)), left: 0, top: 0 }, ...tiles])
    .png()
    .toFile(OUT);
}

async function main(): Promise<number> {
  const dev = await startDevServer('screenshots');
  if (!dev) return 1;
  try {
    await composeSheet(await takeShots(dev.port));
  } finally {
    dev.stop();
  }
  console.log(`contact sheet: ${OUT}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[screenshots] ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
