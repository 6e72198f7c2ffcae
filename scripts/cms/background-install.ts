// The CMS install, started in the background by `npm test` (its pretest) so that its two to three
// minutes (npm ci in cms/, better-sqlite3 built from source) run beside the build, the checks and
// the other tests instead of before them. test/cms/strapi-setup.ts waits for it when the tests
// against the real Strapi are about to need it. `CMS_TESTS=off` starts nothing.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../site-sources.ts';
import { cmsInstalled } from './strapi-process.ts';

const STATE_DIR = join(ROOT, 'node_modules/.cache/cms-install');
const STARTED = join(STATE_DIR, 'started');
const STATUS = join(STATE_DIR, 'status');
const LOG = join(STATE_DIR, 'install.log');

/** Starts `npm run cms:install` detached unless the CMS is installed; returns whether it started. */
export function startBackgroundInstall(): boolean {
  if (process.env.CMS_TESTS === 'off' || cmsInstalled()) return false;
  mkdirSync(STATE_DIR, { recursive: true });
  rmSync(STATUS, { force: true });
  const child = spawn('sh', ['-c', `node --import tsx scripts/cms/install.ts >"${LOG}" 2>&1; echo $? >"${STATUS}"`], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  writeFileSync(STARTED, `${child.pid}\n`);
  return true;
}

/**
 * Waits for a background install this run started: resolves when it is done (or none was started),
 * throws with the end of its log when it failed or outran `timeoutMs`.
 */
export async function backgroundInstallDone(timeoutMs = 15 * 60_000): Promise<void> {
  if (!existsSync(STARTED)) return;
  const until = Date.now() + timeoutMs;
  while (!existsSync(STATUS)) {
    if (Date.now() > until)
      throw new Error(`cms: the background install is still running after ${timeoutMs / 60_000} min (log: ${LOG})`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const status = readFileSync(STATUS, 'utf8').trim();
  rmSync(STARTED, { force: true });
  if (status !== '0') {
    const tail = readFileSync(LOG, 'utf8').split('\n').slice(-20).join('\n');
    throw new Error(`cms: the background install failed (exit ${status}); the end of ${LOG}:\n${tail}`);
  }
}

if (process.argv[1]?.endsWith('background-install.ts'))
  console.log(
    startBackgroundInstall()
      ? `cms: installing Strapi in the background for the tests against it (log: ${LOG})`
      : 'cms: installed (or CMS_TESTS=off): nothing to install',
  );
