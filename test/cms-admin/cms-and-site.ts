import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../scripts/site-sources.ts';
import { ensureAdminBuild } from '../../scripts/cms/admin-build.ts';
import { seedCms } from '../../scripts/cms/seed.ts';
import { compileCms, startStrapi, strapiSecrets } from '../../scripts/cms/strapi-process.ts';
import { startWranglerServer } from '../browser/global-setup.ts';
import { stepTimings } from '../step-timings.ts';

/** What the admin-UI test gets: the admin and its login, and the site started against it. */
export interface CmsAndSite {
  admin: string;
  email: string;
  password: string;
  /** The port of `wrangler dev`: tenants answer on `http://<id>.localhost:<port>`. */
  sitePort: number;
  /** Page documentIds by site path, for the Content Manager's edit URLs. */
  pages: Record<string, string>;
  timings: Record<string, number>;
}

const EMAIL = 'marketer@example.com';
const PASSWORD = 'Admin-ui-test-1';

/**
 * As the README's "Edit in the CMS" runs it: Strapi with its admin panel (the cached build:
 * scripts/cms/admin-build.ts), seeded, with SITE_URL and its webhook on the port of the site, and
 * the site (`wrangler dev`) against it with the token and shared secrets. Fresh database and state.
 */
export async function startCmsAndSite(): Promise<CmsAndSite & { stop(): Promise<void> }> {
  const { timings, time } = stepTimings();
  const dir = mkdtempSync(join(tmpdir(), 'cms-admin-test-'));
  await time('admin build', () => ensureAdminBuild());
  await time('compile', () => compileCms());
  const [cmsPort, sitePort] = [await freePort(1500), await freePort(8899)];
  const siteUrl = `http://localhost:${sitePort}`;
  const secrets = { CMS_PREVIEW_SECRET: 'admin-ui-preview-secret', CMS_WEBHOOK_SECRET: 'admin-ui-webhook-secret' };
  const strapi = await time('start', () =>
    startStrapi({
      port: cmsPort,
      timeoutMs: 120_000,
      env: {
        ...strapiSecrets(),
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: join(dir, 'data.db'),
        SERVE_ADMIN_PANEL: 'true',
        STRAPI_STARTUP_BANNER: 'false',
        SITE_URL: siteUrl,
        CMS_PREVIEW_SECRET: secrets.CMS_PREVIEW_SECRET,
      },
    }),
  );
  try {
    const seed = await time('seed', () =>
      seedCms({
        origin: strapi.origin,
        root: ROOT,
        login: { email: EMAIL, password: PASSWORD },
        webhook: { url: `${siteUrl}/__cms/webhook`, secret: secrets.CMS_WEBHOOK_SECRET },
      }),
    );
    const { results } = await seed.admin.call<{ results: { path: string; documentId: string }[] }>(
      'GET',
      '/content-manager/collection-types/api::page.page?pageSize=100',
    );
    const site = await time('site', () =>
      startWranglerServer(ROOT, { CMS_ORIGIN: strapi.origin, CMS_TOKEN: seed.siteToken, ...secrets }, sitePort),
    );
    if (site.port !== sitePort) {
      await site.stop();
      throw new Error(`port ${sitePort} was taken while Strapi started`);
    }
    return {
      admin: `${strapi.origin}/admin`,
      email: EMAIL,
      password: PASSWORD,
      sitePort,
      pages: Object.fromEntries(results.map((r) => [r.path, r.documentId])),
      timings,
      stop: async () => {
        await Promise.all([site.stop(), strapi.stop()]);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await strapi.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
