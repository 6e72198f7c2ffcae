// `npm run cms`: everything a marketer needs, from a fresh clone, in one terminal. Builds the
// site, installs the CMS once (cached per lockfile outside the clone), builds its admin panel
// once (cached too), makes its secrets and a local login once (cms/.env, git-ignored), starts
// Strapi on CMS_PORT (1337), fills an empty database from the repository's content, writes the
// site's token and shared secrets to .dev.vars, starts the site against it on SITE_PORT (8787)
// and prints the admin, the login and each brand's site. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { ensureAdminBuild } from './admin-build.ts';
import { localCmsEnv, writeSiteSecrets } from './local-env.ts';
import { portFree, portFromEnv } from './ports.ts';
import { seedCms } from './seed.ts';
import { startSite } from './site-process.ts';
import { compileCms, installCms, startStrapi } from './strapi-process.ts';
import { ROOT } from '../site-sources.ts';

const CMS_PORT = portFromEnv('CMS_PORT', 1337);
const SITE_PORT = portFromEnv('SITE_PORT', 8787);
for (const [name, port] of [
  ['CMS_PORT', CMS_PORT],
  ['SITE_PORT', SITE_PORT],
] as const)
  if (!(await portFree(port)))
    throw new Error(`port ${port} is in use (another npm run cms or npm start?): stop it, or set ${name}=<free port>`);
const SITE = `http://localhost:${SITE_PORT}`;

const started = Date.now();
const timings: [string, number][] = [];
async function step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const at = Date.now();
  const value = await run();
  timings.push([name, Date.now() - at]);
  return value;
}

/** `npm run build`: the site the CMS serves against, and the site's rules the CMS checks saves with. */
const siteBuild = step(
  'site build',
  () =>
    new Promise<void>((done, fail) =>
      spawn('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' }).once('exit', (code) =>
        code === 0 ? done() : fail(new Error(`npm run build failed (exit ${code}): see above`)),
      ),
    ),
);
// The CMS's install meanwhile; its admin panel after both (`strapi build` loads the CMS's config,
// which requires the site's rules, bundled from the site's build).
const install = await step('cms install', () => installCms());
await siteBuild;
await step('admin panel', () => ensureAdminBuild());
await step('cms compile', () => compileCms());

const env = localCmsEnv(SITE);
const strapi = await step('cms start', () =>
  startStrapi({ port: CMS_PORT, env: { ...env, SERVE_ADMIN_PANEL: 'true' }, echo: true, timeoutMs: 180_000 }),
);
const stopAll: (() => Promise<void>)[] = [strapi.stop];
const stop = () => void Promise.all(stopAll.map((s) => s())).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const seed = await step('seed', () =>
  seedCms({
    origin: strapi.origin,
    root: ROOT,
    login: { email: env.CMS_ADMIN_EMAIL!, password: env.CMS_ADMIN_PASSWORD! },
    // The site started below: a publish reaches it at once.
    webhook: { url: `${SITE}/__cms/webhook`, secret: env.CMS_WEBHOOK_SECRET! },
    marketer: { email: env.CMS_MARKETER_EMAIL!, password: env.CMS_MARKETER_PASSWORD! },
  }),
);
writeSiteSecrets({
  CMS_TOKEN: seed.siteToken,
  CMS_WEBHOOK_SECRET: env.CMS_WEBHOOK_SECRET!,
  CMS_PREVIEW_SECRET: env.CMS_PREVIEW_SECRET!,
});
const site = await step('site start', () => startSite({ port: SITE_PORT, vars: { CMS_ORIGIN: strapi.origin } }));
stopAll.push(site.stop);
site.child.once('exit', (code) => {
  console.error(`\nThe site (wrangler dev) stopped (exit ${code}); stopping the CMS too.`);
  stop();
});

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
console.log(`
CMS and site ready in ${seconds(Date.now() - started)} (${timings.map(([n, ms]) => `${n} ${seconds(ms)}`).join(', ')}).
  CMS: ${install.skipped ? 'installed already' : install.from === 'cache' ? 'install linked from the cache' : 'installed'}; ${
    seed.seeded
      ? `seeded ${seed.pages} pages, ${seed.localizations} translations, ${seed.menus.length} menus and ${seed.menuTranslations.length} menu translations`
      : `${seed.pages} pages kept (delete cms/.tmp/ to start over)`
  }.${
    seed.stale.length
      ? `\n  Translations older than their English page (seeded; update them and their translatedFrom):\n${seed.stale.map((f) => `    ${f}`).join('\n')}`
      : ''
  }

  Admin:  ${strapi.origin}/admin
  Login:  ${env.CMS_MARKETER_EMAIL}  /  ${env.CMS_MARKETER_PASSWORD}   (role Marketer; local only, in cms/.env)
          (engineers: the super admin's login is CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD in cms/.env)
  Site, against the CMS:
    TeamTrek:           http://default.localhost:${SITE_PORT}
    Corporate Fitness:  http://cofi.localhost:${SITE_PORT}

Publishes reach the site at once (${SITE}/__cms/webhook); the entry's "Site" box says when one did not.
Stop both with Ctrl-C.`);
