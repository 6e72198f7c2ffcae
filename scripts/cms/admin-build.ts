import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { bundleSiteRules, cacheRoot, CMS_DIR } from './strapi-process.ts';

// Strapi's admin panel (`strapi build`: about a minute and 2 GB on a 2-core machine), built once per
// lockfile and admin customisation and kept outside the clone like the install
// (~/.cache/challenge-site/cms-admin/<hash>), so `npm run cms`, the admin-UI test and the next
// clone on this machine copy it instead of building it again.

const BUILD = join(CMS_DIR, 'dist/build');
const STAMP = '.admin-build-hash';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))
    .sort();
}

/** What the built admin depends on: the installed packages (the lockfile) and src/admin (app.tsx, its imports). */
export function adminBuildHash(): string {
  const hash = createHash('sha256');
  for (const file of [join(CMS_DIR, 'package-lock.json'), ...filesUnder(join(CMS_DIR, 'src/admin'))]) {
    hash.update(relative(CMS_DIR, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const stampOf = (dir: string) => (existsSync(join(dir, STAMP)) ? readFileSync(join(dir, STAMP), 'utf8').trim() : null);

/**
 * cms/dist/build for the current hash: kept when current, copied from the cache, else built with
 * `strapi build` (then cached). Run after the site's build and before compileCms: `strapi build`
 * compiles the server code and loads its config, which requires the site's rules (bundled first).
 */
export async function ensureAdminBuild(
  log: (line: string) => void = console.log,
): Promise<{ ms: number; from: 'current' | 'cache' | 'build' }> {
  const started = Date.now();
  const hash = adminBuildHash();
  if (stampOf(BUILD) === hash && existsSync(join(BUILD, 'index.html'))) return { ms: 0, from: 'current' };
  const cached = join(cacheRoot(), 'cms-admin', hash, 'build');
  if (stampOf(cached) === hash) {
    rmSync(BUILD, { recursive: true, force: true });
    mkdirSync(join(CMS_DIR, 'dist'), { recursive: true });
    cpSync(cached, BUILD, { recursive: true });
    log(`cms: admin panel copied from ${cached}`);
    return { ms: Date.now() - started, from: 'cache' };
  }
  log('cms: building the admin panel (strapi build, about a minute the first time)…');
  bundleSiteRules();
  // Not spawnSync: the tests' global setup runs in Vitest's main process, which must go on meanwhile.
  const status = await new Promise<number | null>((done) =>
    spawn(process.execPath, [join(CMS_DIR, 'node_modules/@strapi/strapi/bin/strapi.js'), 'build'], {
      cwd: CMS_DIR,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', NODE_ENV: 'production' },
    }).once('exit', done),
  );
  if (status !== 0 || !existsSync(join(BUILD, 'index.html')))
    throw new Error(`cms: strapi build failed (exit ${status})`);
  writeFileSync(join(BUILD, STAMP), `${hash}\n`);
  try {
    const staging = `${cached}.${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(join(staging, '..'), { recursive: true });
    cpSync(BUILD, staging, { recursive: true });
    rmSync(cached, { recursive: true, force: true });
    renameSync(staging, cached);
  } catch (error) {
    log(`cms: the admin build was not cached (${(error as Error).message})`);
  }
  return { ms: Date.now() - started, from: 'build' };
}

/** Whether dist/build holds an admin panel (any hash): `strapi start` can serve it. */
export const adminBuilt = () => existsSync(join(BUILD, 'index.html')) && statSync(join(BUILD, 'index.html')).size > 0;
