import { createServer } from 'node:http';
import type { TestProject } from 'vitest/node';
import { backgroundInstallDone } from '../../scripts/cms/background-install.ts';
import { cmsInstalled } from '../../scripts/cms/strapi-process.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/site-sources.ts';
import { startCmsAndSite, type CmsAndSite } from './cms-and-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where `GET /ready` answers with the CMS and site of the admin-UI test (CmsAndSite); null: not installed. */
    cmsAdminReady: string | null;
  }
}

/**
 * The admin-UI test's CMS and site (cms-and-site.ts), prepared in the background from the start
 * of the run, as test/cms/strapi-setup.ts prepares its Strapi: the other projects' tests run
 * meanwhile and the test waits on `GET /ready` (test/cms/strapi-ready.ts's pattern).
 */
export default async function setup(project: TestProject) {
  // CMS_ADMIN_ENV (the JSON of a CmsAndSite already running): iterate on the test without a new start.
  const given = process.env.CMS_ADMIN_ENV;
  const installing = existsSync(join(ROOT, 'node_modules/.cache/cms-install/started'));
  if (!installing && !cmsInstalled()) {
    console.warn('test/cms-admin: cms/ is not installed (npm run cms:install): the admin-UI test is skipped');
    project.provide('cmsAdminReady', null);
    return;
  }
  let stop = async () => {};
  const ready = (async (): Promise<CmsAndSite> => {
    if (given) return JSON.parse(given) as CmsAndSite;
    await backgroundInstallDone();
    const env = await startCmsAndSite();
    stop = env.stop;
    console.log(`test/cms-admin: ${env.admin}, site on port ${env.sitePort}: ${JSON.stringify(env.timings)} ms`);
    const { stop: _, ...shared } = env;
    return shared;
  })();
  ready.catch(() => {});
  const coordinator = createServer((_req, res) => {
    ready.then(
      (env) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(env)),
      (error: Error) => res.writeHead(500).end(`the CMS and site could not be prepared: ${error.stack ?? error}`),
    );
  });
  await new Promise<void>((resolve) => coordinator.listen(0, '127.0.0.1', resolve));
  project.provide('cmsAdminReady', `http://127.0.0.1:${(coordinator.address() as { port: number }).port}`);
  return async () => {
    await ready.catch(() => {});
    await stop();
    coordinator.close();
  };
}
