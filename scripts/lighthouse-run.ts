/**
 * npm run lighthouse: a Lighthouse report of the site as it runs locally. `npm run lighthouse`
 * builds first (`npm run build`), then this script:
 *
 * 1. starts the worker under `wrangler dev` on a free port, with the very code the browser tests
 *    use (test/browser/global-setup.ts: own process group, own `--persist-to`, waits until
 *    `http://default.localhost:<port>/` answers);
 * 2. audits each page below with Lighthouse 12.8.2 (Node API; 13 needs Node 22) in Debian's
 *    Chromium (/usr/bin/chromium, or CHROMIUM_PATH), headless, a fresh Chromium for each page,
 *    with Lighthouse's default settings: mobile form factor, simulated throttling;
 * 3. prints the scores (0–100) of performance, accessibility, best practices and SEO, whether each
 *    category reaches the goal of 100 on every page, and each page's failing audits (score < 1)
 *    per category, so it is plain what to fix; the HTML reports are kept in a temporary folder;
 * 4. stops wrangler dev and its workerd (the whole process group) and Chromium.
 *
 * Exit code 0 whatever the scores are: this is a report, not a gate. Non-zero only when it could
 * not run: wrangler dev did not start, Chromium did not start, or Lighthouse could not audit a page.
 *
 * What is measured: the client JavaScript (islands) is the production Vite build in dist/client,
 * as deployed. The server side is NOT the production build: `wrangler dev` bundles React's
 * development build into the worker, so server render times (TTFB, and so FCP/LCP) are slower
 * than in production. Read performance scores with that in mind; accessibility, best practices
 * and SEO are not affected.
 *
 * Offline machine: every tenant answers on `http://<id>.localhost:<port>`, which Chromium resolves
 * itself; robots.txt is fetched from the same local origin. Anything a page loads from another
 * host fails at once (no network) and shows up as a failing audit, not as a hang. Each page has a
 * time limit, after which its Chromium is killed and the page counts as not audited.
 *
 * Usage: npm run lighthouse [-- /path …]   (default paths: / and /solutions, for default and cofi)
 *        LIGHTHOUSE_TENANTS=default,cofi,wmm npm run lighthouse
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PAGE_EXISTS } from '../worker/content/built-content.ts';
import { SITE_DATA } from '../worker/generated/site-data.ts';
import { matchPage } from '../worker/routes/routes.ts';
import { splitLocale } from '../common/i18n/locales.ts';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startDevServer } from './wrangler-dev.ts';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from './chromium.ts';

const ROOT = resolve(import.meta.dirname, '..');
const TENANTS = (process.env.LIGHTHOUSE_TENANTS || 'default,cofi')
  .split(',')
  .map((t) => t.trim())
  .filter(Boolean);
const CLI_PATHS = process.argv.slice(2).filter((a) => a !== '--');
const PATHS = CLI_PATHS.length > 0 ? CLI_PATHS : ['/', '/solutions'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOAL = 100;

/**
 * The shared flags of scripts/chromium.ts, plus what chrome-launcher would add for Lighthouse.
 */
const CHROMIUM_FLAGS = [
  ...CHROMIUM_ARGS,
  '--no-default-browser-check',
  '--disable-default-apps',
  '--disable-extensions',
  '--mute-audio',
  '--password-store=basic',
  '--use-mock-keychain',
];
const CHROMIUM_START_TIMEOUT_MS = 30_000;
/** Lighthouse waits at most 45 s for a load itself; this only catches a run that never ends. */
const PAGE_TIMEOUT_MS = 240_000;

interface PageResult {
  url: string;
  lhr?: Result;
  /** The HTML report. */
  html?: string;
  /** Why the page could not be audited. */
  error?: string;
}

async function main(): Promise<number> {
  const reportDir = mkdtempSync(join(tmpdir(), 'lighthouse-reports-'));

  const dev = await startDevServer('lighthouse');
  if (!dev) return 1;
  const { port } = dev;
  const stopWrangler = once(() => dev.stop());
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      stopWrangler();
      process.exit(130);
    });
  }

  const results: PageResult[] = [];
  try {
    for (const tenant of TENANTS) {
      for (const path of PATHS) {
        const sitePath = path.startsWith('/') ? path : `/${path}`;
        const config = SITE_DATA.tenants[tenant];
        const routeSet = config?.routeSet;
        // `/de/pricing` is the page `/pricing` in German, when the tenant offers German.
        const { locale, path: pagePath } = splitLocale(sitePath.split('?')[0]!);
        // A path the brand does not render (cofi's /blog is its legacy host's, cofi has no Arabic) is not this site's page to audit.
        if (
          routeSet &&
          (!matchPage(routeSet, pagePath, PAGE_EXISTS) ||
            (config && !(config.locales as readonly string[]).includes(locale)))
        ) {
          console.error(`[lighthouse] skipping ${tenant} ${sitePath}: not a page of the ${routeSet} brand`);
          continue;
        }
        const url = `http://${tenant}.localhost:${port}${sitePath}`;
        console.error(`[lighthouse] auditing ${url}…`);
        const result = await auditPage(url);
        results.push(result);
        if (result.html)
          writeFileSync(join(reportDir, `${tenant}${path.replace(/[^a-z0-9]+/gi, '_')}.html`), result.html);
      }
    }
  } finally {
    stopWrangler();
  }

  printReport(results);
  if (results.some((r) => r.html)) console.log(`\nHTML reports: ${reportDir}`);
  else rmSync(reportDir, { recursive: true, force: true });
  return results.some((r) => !r.lhr) ? 1 : 0;
}

async function auditPage(url: string): Promise<PageResult> {
  let chromium: Chromium;
  try {
    chromium = await launchChromium();
  } catch (error) {
    return { url, error: `Chromium did not start: ${(error as Error).message}` };
  }
  const flags: Flags = {
    port: chromium.port,
    logLevel: 'error',
    output: 'html',
    onlyCategories: [...CATEGORIES],
    locale: 'en-US',
    // Saves CPU (2 cores, shared with wrangler dev); no audit needs it.
    disableFullPageScreenshot: true,
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, fail) => {
      timer = setTimeout(() => {
        chromium.stop(); // ends the Lighthouse run that is stuck on it
        fail(new Error(`no result within ${PAGE_TIMEOUT_MS / 1000} s`));
      }, PAGE_TIMEOUT_MS);
    });
    const runner = await Promise.race([lighthouse(url, flags), timeout]);
    if (!runner) return { url, error: 'Lighthouse returned no result' };
    const { lhr, report } = runner;
    if (lhr.runtimeError) {
      return { url, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    }
    return { url, lhr, html: typeof report === 'string' ? report : report[0] };
  } catch (error) {
    return { url, error: `Lighthouse failed: ${(error as Error).message}` };
  } finally {
    clearTimeout(timer);
    chromium.stop();
  }
}

interface Chromium {
  port: number;
  stop(): void;
}

/**
 * Starts headless Chromium with a fresh profile, in its own process group (Debian's
 * /usr/bin/chromium is a shell wrapper around the real binary), and waits for its DevTools port.
 */
function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const child: ChildProcess = spawn(
    FULL_CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exitHook = () => killGroup(child);
  process.once('exit', exitHook);
  const stop = once(() => {
    killGroup(child);
    process.off('exit', exitHook);
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 2 });
    } catch {
      // A leftover temporary profile is harmless.
    }
  });

  return new Promise((done, fail) => {
    let output = '';
    const giveUp = (why: string) => {
      clearTimeout(timer);
      stop();
      fail(new Error(output.trim() ? `${why}\n--- chromium output ---\n${output.slice(-3000)}` : why));
    };
    const timer = setTimeout(
      () => giveUp(`no DevTools port within ${CHROMIUM_START_TIMEOUT_MS / 1000} s`),
      CHROMIUM_START_TIMEOUT_MS,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:/]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stderr?.removeAllListeners('data');
        child.stderr?.resume();
        done({ port: Number(match[1]), stop });
      }
    });
    child.once('error', (error) =>
      giveUp(`${FULL_CHROMIUM_PATH}: ${error.message} (npm run ensure-chromium installs it)`),
    );
    child.once('exit', (code, signal) => giveUp(`Chromium exited at start (${signal ?? `exit code ${code}`})`));
  });
}

function killGroup(child: ChildProcess) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

function score(lhr: Result | undefined, category: string): number | null {
  const value = lhr?.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function printReport(results: PageResult[]) {
  const headers = ['URL', ...CATEGORIES];
  const rows = results.map((r) => [
    r.url,
    ...CATEGORIES.map((c) => {
      const s = score(r.lhr, c);
      return s === null ? (r.lhr ? 'n/a' : 'error') : String(s);
    }),
  ]);
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');

  console.log(
    '\nLighthouse 12.8.2, mobile (default settings); server: wrangler dev (React development build on the server)\n',
  );
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));

  console.log('');
  const nameWidth = Math.max(...CATEGORIES.map((c) => c.length));
  for (const category of CATEGORIES) {
    const misses = results.filter((r) => score(r.lhr, category) !== GOAL);
    const verdict = misses.length === 0 ? 'PASS' : 'MISS';
    const detail =
      misses.length === 0
        ? ''
        : `  (${misses.map((r) => `${shortUrl(r.url)} ${score(r.lhr, category) ?? 'error'}`).join(', ')})`;
    console.log(`${category.padEnd(nameWidth)}  goal ${GOAL}: ${verdict}${detail}`);
  }

  for (const result of results) {
    console.log(`\n== ${result.url}`);
    if (!result.lhr) {
      console.log(`  NOT AUDITED: ${result.error}`);
      continue;
    }
    for (const warning of result.lhr.runWarnings) console.log(`  warning: ${oneLine(warning)}`);
    for (const category of CATEGORIES) {
      const cat = result.lhr.categories[category];
      if (!cat) continue;
      const failing = cat.auditRefs
        .filter((ref) => ref.group !== 'hidden') // duplicates of shown audits (LH 12 insights, TTI…)
        .map((ref) => ({ ref, audit: result.lhr!.audits[ref.id] }))
        .filter(
          ({ audit }) => audit && (audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < 1)),
        )
        // Audits that count towards the score first, heaviest first.
        .sort((a, b) => b.ref.weight - a.ref.weight);
      const s = score(result.lhr, category);
      console.log(
        `  ${cat.title} ${s ?? 'n/a'}: ${failing.length === 0 ? 'no failing audits' : `${failing.length} failing`}`,
      );
      for (const { ref, audit } of failing) {
        if (!audit) continue;
        const value = audit.displayValue ? ` — ${oneLine(audit.displayValue)}` : '';
        const weight = ref.weight > 0 ? `weight ${ref.weight}` : 'not scored';
        const status =
          audit.scoreDisplayMode === 'error' ? `error: ${oneLine(audit.errorMessage ?? '')}` : `score ${audit.score}`;
        console.log(`    - ${audit.title}${value}  [${ref.id}; ${status}; ${weight}]`);
      }
    }
  }
}

function shortUrl(url: string): string {
  const u = new URL(url);
  return `${u.hostname.replace(/\.localhost$/, '')}${u.pathname}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('[lighthouse] failed:', error);
    process.exit(1);
  },
);
