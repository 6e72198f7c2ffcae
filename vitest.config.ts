import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { configDefaults, defineConfig } from 'vitest/config';
import { upstreamStub } from './test/upstream-stub.ts';
import { lucideBundle } from './test/lucide-bundle.ts';

/**
 * The Workers pool (workerd) with this worker's wrangler.toml, test bindings and the upstream
 * stub; one per project that runs in workerd. The plugin swaps the project's pool and resolve
 * conditions for workerd's.
 */
const workersPool = (bindings: Record<string, string> = {}) =>
  cloudflareTest(async () => ({
    main: './worker/index.ts',
    wrangler: { configPath: './wrangler.toml' },
    miniflare: {
      bindings: {
        // The proxy's deadline (production: 10 s). Long enough that a stub's answer is never late on
        // a loaded machine (at 500 ms a legacy stub's answer missed it while both CMSs seeded beside
        // the tests), short enough that the timeout's own tests (faults/upstreams.test.ts) wait little.
        UPSTREAM_TIMEOUT_MS: '2000',
        // Most tests change upstreams or the clock between requests to one URL; the HTML cache's own tests pass "on".
        HTML_CACHE: 'off',
        // D1 migrations, applied by test/apply-migrations.ts before the tests of each file.
        TEST_MIGRATIONS: await readD1Migrations('./migrations'),
        // The Measurement Protocol API secrets tenants name (analyticsSecretName); in production, wrangler secrets.
        GA_API_SECRET_TEAMTREK: 'test-ga-secret-teamtrek',
        GA_API_SECRET_COFI: 'test-ga-secret-cofi',
        ...bindings,
      },
      outboundService: upstreamStub,
    },
  }));

/**
 * How the workerd projects load the worker's modules.
 * - React's production build, as the deployed worker runs it (scripts/worker-modules-options.ts
 *   defines NODE_ENV the same way): React's index picks its build from `process.env.NODE_ENV`, which
 *   `test.env` sets there, and JSX compiles to `jsx()`, since the production runtime has no `jsxDEV`.
 *   The development build's checks cost a third more CPU per render and the deployed worker never runs them.
 * - lucide-react as one module (test/lucide-bundle.ts) instead of its ~1,700 icon files, each loaded
 *   through Vite: two fresh-isolate files went from 22.6–26.1 s to 10.4–11.8 s (35–40 → 18–22 s of CPU).
 */
const workerdModules = {
  oxc: { jsx: { development: false } },
  resolve: { alias: { 'lucide-react': lucideBundle(import.meta.dirname) } },
} as const;

/** The tests against the real CMS (test/cms/). */
const cmsProject = {
  // The real CMS (cms/, Strapi 5): test/cms/strapi-setup.ts starts it headless with a fresh
  // database and seeds it; the tests run the worker against it in workerd. `npm test` installs
  // cms/ when it is missing; without an install (a bare `vitest run`) the tests skip, saying so.
  plugins: [workersPool()],
  ...workerdModules,
  test: {
    name: 'cms',
    env: { NODE_ENV: 'production' },
    // Last: `npm test` installs Strapi in the background (scripts/cms/background-install.ts), and the
    // other groups run meanwhile.
    sequence: { groupOrder: 4 },
    // One file at a time: the files share one Strapi and its webhook recorder.
    fileParallelism: false,
    include: ['test/cms/**/*.test.ts'],
    globalSetup: ['./test/cms/strapi-setup.ts'],
    setupFiles: ['./test/apply-migrations.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
};

/** The real Strapi admin in Chromium, as a marketer uses it (test/cms-admin/). */
const cmsAdminProject = {
  test: {
    name: 'cms-admin',
    // Last, after the `cms` project: its CMS and site are prepared in the background from the start
    // of the run (test/cms-admin/setup.ts), the browser project's Chromium is closed by then.
    sequence: { groupOrder: 5 },
    environment: 'node',
    include: ['test/cms-admin/**/*.test.ts'],
    globalSetup: ['./test/cms-admin/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
};

/** The test files that run inside workerd (both workerd projects below). */
const WORKERD_TESTS = [
  'worker/**/*.test.{ts,tsx}',
  'client/**/*.test.{ts,tsx}',
  'common/**/*.test.{ts,tsx}',
  'compiler/**/*.test.{ts,tsx}',
  'test/**/*.test.{ts,tsx}',
];

/**
 * Test files that need an isolate of their own: they test what an isolate does on first use (the
 * order modules declare styles, which content parts a first page parses, a first failure logged
 * once) or fill its per-isolate caches (CMS answers and versions, the HTML memory cache) with
 * stubs another file would then be served. Any other file must pass after any other, in any
 * order (`--sequence.shuffle.files`); one that does not belongs here, with its reason.
 */
const FRESH_ISOLATE_TESTS = [
  'worker/early-answer.test.ts', // the memory cache's first MISS, an error logged once per isolate
  'test/integration/page-css.test.ts', // the rules in the order a fresh isolate's modules declare them
  'test/integration/i18n/data-translations.test.ts', // the content parts a first page parses
  'test/integration/html-cache/html-cache.test.ts', // the memory cache's entries and keys
  'test/integration/cms-webhook.test.ts', // the content version and the CMS caches of an isolate
  'test/integration/cms-menus.test.ts',
  'test/integration/cms-pages.test.ts',
  'test/integration/cms-served-version.test.ts',
  'test/integration/cms-landing-pages.test.ts',
  'test/integration/i18n/cms-page-locale.test.ts',
  'test/integration/structured-data-content.test.ts',
  'test/integration/faults/content-sources.test.ts',
  'test/integration/content-files.test.ts', // the content files an isolate fetches on its first pages
];

/** What both workerd projects share. */
const workersTest = {
  // Two files at a time: Vitest's default on 2 cores is one (cores − 1), which left a core
  // idle while files wait on workerd and Vite (the CI's CPU time was about 0.9 of one core).
  maxWorkers: 2,
  // compiler/page-routes.test.ts, compiler/accessibility/wcag-checks.test.ts and
  // compiler/tenants/logo-sizes.test.ts read the source tree with Node's fs: the scripts project runs them.
  exclude: [
    ...configDefaults.exclude,
    'test/browser/**',
    'test/cms/**',
    // Node tests driving Chromium (the cms-admin project): loaded in workerd, they crashed it
    // (segmentation fault, "Worker exited unexpectedly" at the end of an otherwise green run).
    'test/cms-admin/**',
    'compiler/page-routes.test.ts',
    'compiler/accessibility/wcag-checks.test.ts',
    'compiler/tenants/logo-sizes.test.ts',
    'test/source-lists.test.ts',
  ],
  setupFiles: ['./test/apply-migrations.ts'],
  env: { NODE_ENV: 'production' },
  // A file's first request loads the worker's modules from Vite inside that request; with two
  // files at a time beside the CMS install that took over 20 s once, and a timed-out request
  // leaves the next one waiting on its cancelled imports. Tests that answer take far less.
  testTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Root-only options: one report, and the count line last, over every project.
    reporters: ['default', './test/count-reporter.ts'],
    projects: [
      {
        // Unit and integration tests inside workerd (the Workers pool), files sharing one runtime.
        // The plugin sits in the workerd projects only: it swaps the pool and resolve conditions.
        plugins: [workersPool()],
        ...workerdModules,
        test: {
          ...workersTest,
          name: 'workers',
          sequence: { groupOrder: 0 },
          // One workerd and one module graph per pool worker for all its files, not per file: a
          // fresh runtime cost each of the 200 files about 1.8 s before its first test, and their
          // modules again (docs/testing.md, "The CMS in tests and CI"). What needs a fresh isolate runs
          // in the next project.
          isolate: false,
          include: WORKERD_TESTS,
          exclude: [...workersTest.exclude, ...FRESH_ISOLATE_TESTS],
        },
      },
      {
        // The files whose subject is an isolate's first use or its module state, each in a new one.
        // test/apply-migrations.ts loads only English's content there, as an isolate's first request does.
        plugins: [workersPool({ TEST_CONTENT: 'english' })],
        ...workerdModules,
        test: { ...workersTest, name: 'workers-fresh', sequence: { groupOrder: 1 }, include: FRESH_ISOLATE_TESTS },
      },
      // CMS_TESTS=off leaves it out (no Strapi install, no tests against it).
      ...(process.env.CMS_TESTS === 'off' ? [] : [cmsProject, cmsAdminProject]),
      {
        // Pages of `wrangler dev` in Debian's Chromium (playwright-core), from Node.
        test: {
          name: 'browser',
          // After the workers project, not beside it: wrangler, workerd and Chromium then don't take
          // CPU from the pool's timing-sensitive tests (2 s upstream timeout), and the pool's late
          // workerd shutdown messages print before the count line instead of after it.
          sequence: { groupOrder: 2 },
          environment: 'node',
          // One Node process per pool worker for all its files, not one per file: each file paid
          // about 4 s (more under load) importing playwright-core and the helpers' modules before
          // its first test. Nothing in test/browser changes globals, the environment or mocks.
          isolate: false,
          include: ['test/browser/**/*.test.ts'],
          // Two files at a time against the one wrangler dev: a page waits on the worker as often as
          // on the CPU. Measured on the loaded 2-core machine (load average 12): the whole project
          // in 546 s wall for 964 s of test time. (Tried once before and reverted after a run lost
          // wrangler dev; 22 files at two a time have not lost it since the worker became modules.)
          maxWorkers: 2,
          globalSetup: ['./test/browser/global-setup.ts', './test/browser/chromium-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One retry: wrangler dev and Chromium share 2 cores with the rest of the run, and a page
          // load once stalled past the timeout; a real failure still fails twice.
          retry: 1,
        },
      },
      {
        // The ops scripts (preflight, deploy, hostnames, route) in Node: child processes and stub
        // HTTP servers. Last, so their builds and child processes do not compete with the others.
        test: {
          name: 'scripts',
          sequence: { groupOrder: 3 },
          environment: 'node',
          // Two files at a time (Vitest's default on 2 cores is one): most of these wait on a child
          // process (a check, a build step, wrangler dev) rather than run. Every file reads the
          // built tree only; none writes what another one reads.
          maxWorkers: 2,
          // One Node process per pool worker for all its files, not one per file (each paid Vitest's
          // and tsx's start and its imports again). No file here mocks modules, stubs globals or
          // changes process.env (children get theirs as an argument); the one fake clock
          // (scripts/cms/background-install.test.ts) is undone after each test.
          isolate: false,
          include: [
            'scripts/**/*.test.ts',
            // The bench's and soak's own parts (perf/).
            'perf/**/*.test.ts',
            'compiler/page-routes.test.ts',
            'compiler/accessibility/wcag-checks.test.ts',
            'compiler/tenants/logo-sizes.test.ts',
            // Parses the whole source tree with TypeScript, from Node's fs.
            'test/source-lists.test.ts',
          ],
          testTimeout: 30_000,
          // Node 20's WebSocket client (global from Node 22): perf/soak/live-heap.ts talks to workerd's inspector.
          execArgv: ['--experimental-websocket'],
        },
      },
    ],
  },
});
