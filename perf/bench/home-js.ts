/**
 * Home's JavaScript as a browser loads it, for `npm run bench`: Debian's Chromium (playwright-core)
 * at a phone viewport (390×844, touch) opens http://HOST:PORT/ on the bench's workerd, with HOST
 * mapped to 127.0.0.1 by Chromium's resolver so the worker sees the real Host. Bare workerd has
 * no assets binding, so every request for a file that exists in dist/client is answered from disk
 * before it reaches the worker, as the binding does in production.
 *
 * Three stages, each counted once the network has been quiet for QUIET_MS: the page loaded and
 * idle before any interaction, then after one Tab, then after a tap on the drawer toggle (which
 * must open the drawer, or the run fails: an interaction that did nothing measures nothing).
 * For each, the scripts loaded: raw bytes and gzip -9 (what the network carries compressed).
 * Island JavaScript: an island's chunk (named after a file in client/islands), React's client
 * renderer (`client-*`) or React's JSX runtime, which only islands import.
 *
 * Prints the scripts of each stage, then one summary line:
 *   home-js before=<raw>/<gzip>/<files> tab=… tap=… islands-before=<names|-> islands-tab=… islands-tap=… errors=<n>
 * (tab and tap: what that interaction added). Usage: node --import tsx perf/bench/home-js.ts PORT HOST
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

const [port, host] = process.argv.slice(2);
if (!port || !host) throw new Error('usage: home-js.ts PORT HOST');

const CLIENT_DIR = 'dist/client';
const QUIET_MS = 500;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const ISLANDS = readdirSync('client/islands')
  .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
  .map((f) => f.slice(0, -'.tsx'.length));
/** The island a script belongs to (its chunk name), or undefined for the entry and its runtime. */
function islandOf(path: string): string | undefined {
  const chunk = /^\/assets\/(.+)-[A-Za-z0-9_-]{8}\.js$/.exec(path)?.[1];
  if (!chunk) return undefined;
  return ISLANDS.includes(chunk) || chunk === 'client' || chunk === 'jsx-runtime' ? chunk : undefined;
}

/** The dist/client file a URL path names, if there is one (no way out of the directory). */
function clientFile(pathname: string): string | undefined {
  const file = normalize(join(CLIENT_DIR, decodeURIComponent(pathname)));
  if (!file.startsWith(`${CLIENT_DIR}/`) || !existsSync(file) || !statSync(file).isFile()) return undefined;
  return file;
}

interface Script {
  path: string;
  raw: number;
  gzip: number;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${host} 127.0.0.1`, '--disable-features=HttpsUpgrades'],
});
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await context.route('**/*', async (route) => {
    const file = clientFile(new URL(route.request().url()).pathname);
    if (!file) return route.continue();
    await route.fulfill({
      status: 200,
      body: readFileSync(file),
      headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' },
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));

  const scripts: Script[] = [];
  let pending = 0;
  let lastActivity = Date.now();
  const settled = (): void => {
    pending--;
    lastActivity = Date.now();
  };
  page.on('request', () => {
    pending++;
    lastActivity = Date.now();
  });
  page.on('requestfailed', settled);
  page.on('requestfinished', (request) => {
    void (async () => {
      const response = await request.response();
      const path = new URL(request.url()).pathname;
      const type = response?.headers()['content-type'] ?? '';
      if (response && (path.endsWith('.js') || type.includes('javascript'))) {
        const body = await response.body();
        scripts.push({ path, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      }
    })().finally(settled);
  });
  /** Resolves once no request is under way and none started for QUIET_MS. */
  const quiet = async (): Promise<void> => {
    const deadline = Date.now() + 15_000;
    while (pending > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`the page never went quiet (${pending} requests under way)`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  /** The scripts that arrived since the last stage. */
  let counted = 0;
  const stage = (name: string): Script[] => {
    const added = scripts.slice(counted);
    counted = scripts.length;
    for (const s of added)
      console.log(
        `${name.padEnd(7)} ${s.path}  ${s.raw} B, gzip -9 ${s.gzip} B${islandOf(s.path) ? '  (island)' : ''}`,
      );
    return added;
  };

  const response = await page.goto(`http://${host}:${port}/`, { waitUntil: 'load' });
  if (response?.status() !== 200) throw new Error(`home answered ${response?.status()}`);
  await quiet();
  const before = stage('before');

  await page.keyboard.press('Tab');
  await quiet();
  const tab = stage('tab');

  await tap(page);
  await quiet();
  const tapped = stage('tap');
  if (!tapped.concat(tab, before).some((s) => islandOf(s.path) === 'drawer'))
    throw new Error('the drawer opened without its chunk');

  for (const e of errors) console.log(`error   ${e}`);
  const sum = (list: Script[]) =>
    `${list.reduce((n, s) => n + s.raw, 0)}/${list.reduce((n, s) => n + s.gzip, 0)}/${list.length}`;
  const islands = (list: Script[]) => [...new Set(list.map((s) => islandOf(s.path)).filter(Boolean))].join(',') || '-';
  console.log(
    `home-js before=${sum(before)} tab=${sum(tab)} tap=${sum(tapped)} islands-before=${islands(before)} islands-tab=${islands(tab)} islands-tap=${islands(tapped)} errors=${errors.length}`,
  );
} finally {
  await browser.close();
}

/** Taps the drawer toggle and waits for the drawer to open. */
async function tap(page: Page): Promise<void> {
  await page.getByTestId('drawer-toggle').tap();
  await page.getByTestId('drawer').waitFor({ state: 'visible', timeout: 10_000 });
}
