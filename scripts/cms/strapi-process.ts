import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { buildSync } from 'esbuild';
import { join } from 'node:path';
import { ROOT } from '../site-sources.ts';

// Installing, building and starting the CMS (cms/, Strapi 5) from Node: `npm run cms`
// (scripts/cms/run.ts) and the tests' Strapi (test/cms/strapi-setup.ts).

export const CMS_DIR = join(ROOT, 'cms');

/** The lockfile's hash: which install cms/node_modules holds (written there as `.cms-lock-hash`). */
function lockHash(): string {
  return createHash('sha256')
    .update(readFileSync(join(CMS_DIR, 'package-lock.json')))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Installs are kept per lockfile outside the clone (`~/.cache/challenge-site/cms/<hash>`), so a
 * fresh clone on a machine that installed the same lockfile before (CI's next run, another
 * worktree) links it instead of spending 3 minutes: `CMS_INSTALL_CACHE=off` installs in place.
 */
export const cacheRoot = () => join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'challenge-site');
const cacheDir = (hash: string) => join(cacheRoot(), 'cms', hash);

const stampOf = (modules: string) => {
  const stamp = join(modules, '.cms-lock-hash');
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null;
};

/** Whether cms/node_modules (a folder, or a link to the cache) holds the install of cms/package-lock.json. */
export function cmsInstalled(): boolean {
  const modules = join(CMS_DIR, 'node_modules');
  const native = join(modules, 'better-sqlite3/build/Release/better_sqlite3.node');
  return existsSync(native) && stampOf(modules) === lockHash();
}

/**
 * `npm ci` in cms/ unless it is current (or cached: `cacheDir`). better-sqlite3 builds from source
 * (its prebuilt download needs the network): node-gyp against the local Node headers (npm's
 * `nodedir`, /usr here).
 */
export function installCms(log: (line: string) => void = console.log): {
  ms: number;
  skipped: boolean;
  from?: 'cache';
} {
  if (cmsInstalled()) return { ms: 0, skipped: true };
  const started = Date.now();
  const hash = lockHash();
  const local = join(CMS_DIR, 'node_modules');
  const cached = join(cacheDir(hash), 'node_modules');
  const useCache = process.env.CMS_INSTALL_CACHE !== 'off';
  if (useCache && stampOf(cached) === hash) {
    rmSync(local, { recursive: true, force: true });
    symlinkSync(cached, local, 'dir');
    log(`cms: linked the install of this lockfile from ${cached}`);
    return { ms: Date.now() - started, skipped: false, from: 'cache' };
  }
  log('cms: installing Strapi (npm ci in cms/, about 3 minutes and 900 MB the first time)…');
  if (lstatSync(local, { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(local);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: CMS_DIR,
    stdio: 'inherit',
    env: {
      ...process.env,
      STRAPI_TELEMETRY_DISABLED: 'true',
      npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr',
    },
  });
  if (result.status !== 0) throw new Error(`cms: npm ci failed (exit ${result.status})`);
  writeFileSync(join(local, '.cms-lock-hash'), `${hash}\n`);
  if (useCache) {
    // Moved into the cache and linked back; a failed move (another filesystem) keeps it in place.
    try {
      mkdirSync(cacheDir(hash), { recursive: true });
      rmSync(cached, { recursive: true, force: true });
      renameSync(local, cached);
      symlinkSync(cached, local, 'dir');
    } catch (error) {
      log(`cms: install kept in cms/node_modules (${(error as Error).message})`);
    }
  }
  return { ms: Date.now() - started, skipped: false };
}

/**
 * The server code (config/, src/) compiled to cms/dist with tsc: what `strapi start` runs, with
 * the site's rules bundled beside it (bundleSiteRules). About 5 s.
 */
export function compileCms(): void {
  const result = spawnSync(process.execPath, [join(CMS_DIR, 'node_modules/typescript/bin/tsc'), '-p', CMS_DIR], {
    cwd: CMS_DIR,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('cms: tsc failed (see above)');
  bundleSiteRules();
}

/**
 * The site's rules (scripts/cms/site-rules.ts: the worker's schemas and menu rules and the built
 * content, so `npm run build` comes first) as <outDir>/src/site-rules.js, where the compiled
 * config/admin.ts requires them: `strapi start` and `strapi build` both load that config, so the
 * bundle must be there before either runs (tsc neither writes nor removes it).
 */
export function bundleSiteRules(outDir = join(CMS_DIR, 'dist')): void {
  buildSync({
    entryPoints: [join(ROOT, 'scripts/cms/site-rules.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    outfile: join(outDir, 'src/site-rules.js'),
  });
}

/** Strapi's secrets, random: each test run and each new local CMS gets its own. */
export function strapiSecrets(): Record<string, string> {
  const key = () => randomBytes(16).toString('base64');
  return {
    APP_KEYS: [key(), key(), key(), key()].join(','),
    API_TOKEN_SALT: key(),
    ADMIN_JWT_SECRET: key(),
    JWT_SECRET: key(),
    TRANSFER_TOKEN_SALT: key(),
    ENCRYPTION_KEY: key(),
  };
}

/** `KEY=value` lines (cms/.env, .dev.vars) as a record. */
export function readEnvFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line.trim()))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!, m[2]!]),
  );
}

export interface StrapiProcess {
  origin: string;
  child: ChildProcess;
  /** Everything Strapi printed (for a failed start's message). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `strapi start` (the compiled cms/dist) on 127.0.0.1:<port>, resolved once `/_health` answers.
 * `env` holds its secrets and settings (DATABASE_FILENAME, SERVE_ADMIN_PANEL…); telemetry and the
 * update check are always off.
 */
export async function startStrapi(options: {
  port: number;
  env: Record<string, string>;
  echo?: boolean;
  timeoutMs?: number;
}): Promise<StrapiProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [join(CMS_DIR, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'], {
    cwd: CMS_DIR,
    env: {
      ...process.env,
      ...options.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (options.echo) process.stdout.write(chunk);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`cms: Strapi exited (${child.exitCode}):\n${output.slice(-2000)}`);
    const healthy = await fetch(`${origin}/_health`).then(
      (r) => r.status === 204,
      () => false,
    );
    if (healthy) return { origin, child, output: () => output, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(
    `cms: Strapi did not answer /_health within ${options.timeoutMs ?? 60_000} ms:\n${output.slice(-2000)}`,
  );
}
