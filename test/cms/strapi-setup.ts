import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { freePort } from '../free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT } from '../../scripts/site-sources.ts';
import { backgroundInstallDone } from '../../scripts/cms/background-install.ts';
import { seedCms } from '../../scripts/cms/seed.ts';
import { createApiToken } from '../../scripts/cms/strapi-admin.ts';
import { cmsInstalled, compileCms, startStrapi, strapiSecrets } from '../../scripts/cms/strapi-process.ts';
import { stepTimings } from '../step-timings.ts';

/** What the tests of test/cms/ get (`inject('strapi')`): null when cms/ is not installed. */
export interface StrapiForTests {
  origin: string;
  /** The site's token (pages and menus). */
  siteToken: string;
  /** A token with page permissions but not the navigation plugin's render. */
  noRenderToken: string;
  /** An admin session's JWT, for edits through the admin API (content manager). */
  adminJwt: string;
  /** A session of the seeded Marketer role's login (scripts/cms/marketer-role.ts). */
  marketerJwt: string;
  /** Where Strapi's webhook posts in the tests: a recorder (GET /events lists what arrived). */
  recorderOrigin: string;
  webhookSecret: string;
  previewSecret: string;
  /** The navigations the seed filled from `content/menus/<key>.<locale>.json`, as `<key> (<locale>)`. */
  menuTranslations: string[];
  timings: Record<string, number>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where `GET /ready` answers with the prepared Strapi (StrapiForTests); null: not installed. */
    strapiReady: string | null;
  }
}

export const TEST_WEBHOOK_SECRET = 'test-cms-webhook-secret';
export const TEST_PREVIEW_SECRET = 'test-cms-preview-secret';

/** Strapi's webhook calls, kept for the tests to read and forward to the worker (which has no port here). */
async function webhookRecorder(): Promise<{ server: Server; origin: string }> {
  const events: { headers: Record<string, unknown>; body: unknown }[] = [];
  const server = createServer((req, res) => {
    if (req.method === 'GET') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(events));
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      events.push({ headers: req.headers, body: JSON.parse(body || 'null') });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

/**
 * The real CMS for test/cms/: once cms/ is installed (`npm run cms`, or the install `npm test`
 * starts in the background: scripts/cms/background-install.ts), compile it (tsc), start
 * `strapi start` headless (no admin panel) on a free port with a fresh SQLite database in a temp
 * folder, and seed it from the repository's content, as `npm run cms` does.
 *
 * Vitest runs every project's global setup before any test, so this one does not wait: it starts
 * the work and answers `GET /ready` on a local port when Strapi is seeded (the tests' top-level
 * `await`, test/cms/strapi-ready.ts). The install and start then run beside the other projects'
 * tests; the `cms` project runs last (its group). Not installed and no install started: the tests
 * skip, saying so.
 */
const MARKETER = { email: 'marketing@example.com', password: 'Marketing-test-1' };

export default async function setup(project: TestProject) {
  const installing = existsSync(join(ROOT, 'node_modules/.cache/cms-install/started'));
  if (!installing && !cmsInstalled()) {
    console.warn(
      'test/cms: cms/ is not installed (npm run cms:install): the tests against the real Strapi are skipped',
    );
    project.provide('strapiReady', null);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'cms-test-'));
  const recorder = await webhookRecorder();
  const port = await freePort();
  let stop = async () => {};
  const ready = (async (): Promise<StrapiForTests> => {
    const { timings, time } = stepTimings();
    await time('install', () => backgroundInstallDone());
    await time('compile', () => compileCms());
    const strapi = await time('start', () =>
      startStrapi({
        port,
        env: {
          ...strapiSecrets(),
          DATABASE_CLIENT: 'sqlite',
          DATABASE_FILENAME: join(dir, 'data.db'),
          SERVE_ADMIN_PANEL: 'false',
          STRAPI_STARTUP_BANNER: 'false',
          SITE_URL: 'https://www.corporatefitness.example',
          CMS_PREVIEW_SECRET: TEST_PREVIEW_SECRET,
        },
        // A first start migrates the new database: about 35 s on a busy 2-core machine, more beside other builds.
        timeoutMs: 180_000,
      }),
    );
    stop = () => strapi.stop();
    const seed = await time('seed', () =>
      seedCms({
        origin: strapi.origin,
        root: ROOT,
        login: { email: 'tests@example.com', password: 'Test-cms-1' },
        webhook: { url: `${recorder.origin}/webhook`, secret: TEST_WEBHOOK_SECRET },
        marketer: MARKETER,
      }),
    );
    const noRenderToken = await createApiToken(seed.admin, 'no render', {
      type: 'custom',
      permissions: ['api::page.page.find', 'api::page.page.findOne'],
    });
    const login = await fetch(`${strapi.origin}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'tests@example.com', password: 'Test-cms-1' }),
    }).then((r) => r.json() as Promise<{ data: { token: string } }>);
    const marketer = await fetch(`${strapi.origin}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MARKETER),
    }).then((r) => r.json() as Promise<{ data: { token: string } }>);
    console.log(`test/cms: Strapi ${strapi.origin}: ${JSON.stringify(timings)} ms`);
    return {
      origin: strapi.origin,
      siteToken: seed.siteToken,
      noRenderToken,
      adminJwt: login.data.token,
      marketerJwt: marketer.data.token,
      recorderOrigin: recorder.origin,
      webhookSecret: TEST_WEBHOOK_SECRET,
      previewSecret: TEST_PREVIEW_SECRET,
      menuTranslations: seed.menuTranslations,
      timings,
    };
  })();
  ready.catch(() => {}); // answered to the tests by /ready; never an unhandled rejection here
  const coordinator = createServer((_req, res) => {
    ready.then(
      (strapi) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(strapi)),
      (error: Error) => res.writeHead(500).end(`the real Strapi could not be prepared: ${error.stack ?? error}`),
    );
  });
  await new Promise<void>((resolve) => coordinator.listen(0, '127.0.0.1', resolve));
  const coordinatorOrigin = `http://127.0.0.1:${(coordinator.address() as { port: number }).port}`;
  // Requests the worker and the tests make to these reach the real servers (test/upstream-stub.ts).
  process.env.TEST_PASS_THROUGH_ORIGINS = [
    `http://127.0.0.1:${port}`,
    `http://localhost:${port}`,
    recorder.origin,
    coordinatorOrigin,
  ].join(',');
  project.provide('strapiReady', coordinatorOrigin);
  return async () => {
    await ready.catch(() => {});
    await stop();
    coordinator.close();
    recorder.server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
