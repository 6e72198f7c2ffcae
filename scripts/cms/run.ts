// `npm run cms`: the site's CMS on http://127.0.0.1:1337 with its admin UI, for local editing.
// Installs it once (cms/node_modules, kept while cms/package-lock.json is unchanged), makes its
// secrets and a local login once (cms/.env, git-ignored), builds the admin UI when missing, starts
// Strapi, fills an empty database from the repository's content, writes the site's token and
// shared secrets to .dev.vars (wrangler dev's local secrets), and prints what to do next.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../site-sources.ts';
import { ensureAdminBuild } from './admin-build.ts';
import { seedCms } from './seed.ts';
import { CMS_DIR, compileCms, installCms, readEnvFile, startStrapi, strapiSecrets } from './strapi-process.ts';

const PORT = 1337;
const SITE = 'http://localhost:8787';
const ENV_FILE = join(CMS_DIR, '.env');
const DEV_VARS = join(ROOT, '.dev.vars');

const install = installCms();
let env = readEnvFile(ENV_FILE);
if (!env.CMS_ADMIN_PASSWORD) {
  const secret = () => randomBytes(24).toString('base64url');
  env = {
    ...strapiSecrets(),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: '.tmp/data.db',
    SITE_URL: SITE,
    CMS_ADMIN_EMAIL: 'marketer@example.com',
    // Strapi wants a capital letter and a digit.
    CMS_ADMIN_PASSWORD: `Local-${randomBytes(6).toString('hex')}-1`,
    CMS_PREVIEW_SECRET: secret(),
    CMS_WEBHOOK_SECRET: secret(),
  };
  writeFileSync(
    ENV_FILE,
    Object.entries(env)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(''),
  );
}
// The admin panel first (cached per lockfile and src/admin: scripts/cms/admin-build.ts), then the
// server code: a TypeScript project's `strapi build` compiles the server too.
await ensureAdminBuild();
compileCms();
const started = Date.now();
const strapi = await startStrapi({ port: PORT, env: { ...env, SERVE_ADMIN_PANEL: 'true' }, echo: true });
const up = Date.now() - started;
const seed = await seedCms({
  origin: strapi.origin,
  root: ROOT,
  login: { email: env.CMS_ADMIN_EMAIL!, password: env.CMS_ADMIN_PASSWORD! },
  // The site the printed command starts (SITE_URL, localhost:8787): a publish reaches it at once.
  webhook: { url: `${new URL(env.SITE_URL ?? SITE).origin}/__cms/webhook`, secret: env.CMS_WEBHOOK_SECRET! },
});
const vars = {
  ...readEnvFile(DEV_VARS),
  CMS_TOKEN: seed.siteToken,
  CMS_WEBHOOK_SECRET: env.CMS_WEBHOOK_SECRET!,
  CMS_PREVIEW_SECRET: env.CMS_PREVIEW_SECRET!,
};
writeFileSync(
  DEV_VARS,
  Object.entries(vars)
    .map(([k, v]) => `${k}=${v}\n`)
    .join(''),
);
console.log(`
CMS ready (${install.skipped ? 'installed already' : `installed in ${Math.round(install.ms / 1000)} s`}, started in ${up} ms, ${
  seed.seeded
    ? `seeded ${seed.pages} pages, ${seed.localizations} translations, ${seed.menus.length} menus and ${seed.menuTranslations.length} menu translations`
    : `${seed.pages} pages kept`
}).${
  seed.stale.length
    ? `\n  Translations older than their English page (seeded; update them and their translatedFrom):\n${seed.stale.map((f) => `    ${f}`).join('\n')}`
    : ''
}
  Admin:  ${strapi.origin}/admin
  Login:  ${env.CMS_ADMIN_EMAIL}  /  ${env.CMS_ADMIN_PASSWORD}   (local only, in cms/.env)
  Site against it, in a second terminal:
    npm start -- --var CMS_ORIGIN:${strapi.origin}
  (the site's token and shared secrets are in .dev.vars, wrangler dev's local secrets)
  Publishes are sent to ${new URL(env.SITE_URL ?? SITE).origin}/__cms/webhook; one that does not
  reach the site is printed here ("site: … did not reach the site") and shown in the entry's "Site" panel.
Stop with Ctrl-C.`);
const stop = () => void strapi.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
