import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../site-sources.ts';
import { CMS_DIR, readEnvFile, strapiSecrets } from './strapi-process.ts';

const ENV_FILE = join(CMS_DIR, '.env');
const DEV_VARS = join(ROOT, '.dev.vars');

const lines = (record: Record<string, string>) =>
  Object.entries(record)
    .map(([k, v]) => `${k}=${v}\n`)
    .join('');

/**
 * The local CMS's settings (cms/.env, git-ignored): its secrets and login made once, kept after;
 * SITE_URL (where previews open and the Site box looks) always the site `npm run cms` starts.
 */
export function localCmsEnv(siteUrl: string): Record<string, string> {
  let env = readEnvFile(ENV_FILE);
  if (!env.CMS_ADMIN_PASSWORD) {
    const secret = () => randomBytes(24).toString('base64url');
    env = {
      ...strapiSecrets(),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: '.tmp/data.db',
      CMS_ADMIN_EMAIL: 'engineer@example.com',
      // Strapi wants a capital letter and a digit.
      CMS_ADMIN_PASSWORD: `Local-${randomBytes(6).toString('hex')}-1`,
      CMS_PREVIEW_SECRET: secret(),
      CMS_WEBHOOK_SECRET: secret(),
    };
  }
  // The Marketer role's login (the one printed); the super admin above is for engineers.
  if (!env.CMS_MARKETER_PASSWORD)
    env = {
      ...env,
      CMS_MARKETER_EMAIL: 'marketing@example.com',
      CMS_MARKETER_PASSWORD: `Marketing-${randomBytes(6).toString('hex')}-1`,
    };
  env = { ...env, SITE_URL: siteUrl };
  writeFileSync(ENV_FILE, lines(env));
  return env;
}

/** The site's token and the shared secrets in .dev.vars: wrangler dev's local secrets (git-ignored). */
export function writeSiteSecrets(vars: Record<string, string>): void {
  writeFileSync(DEV_VARS, lines({ ...readEnvFile(DEV_VARS), ...vars }));
}
