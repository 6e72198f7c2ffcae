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

/** Whether a process with this id still runs (signal 0 checks without sending anything). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Waits for a background install this run started: resolves when it is done (or none was started),
 * throws with the end of its log when it failed or outran `timeoutMs`, and at once when its process
 * is gone without a status (killed: a `started` file left behind once made a bare `vitest run`
 * wait the whole 15 minutes).
 */
export async function backgroundInstallDone(timeoutMs = 15 * 60_000, stateDir = STATE_DIR): Promise<void> {
  const started = join(stateDir, 'started');
  const statusFile = join(stateDir, 'status');
  const log = join(stateDir, 'install.log');
  if (!existsSync(started)) return;
  const pid = Number(readFileSync(started, 'utf8').trim());
  const until = Date.now() + timeoutMs;
  while (!existsSync(statusFile)) {
    if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) {
      if (existsSync(statusFile)) break; // it finished between the two checks
      rmSync(started, { force: true });
      throw new Error(
        `cms: the background install (pid ${pid}) is no longer running and left no exit status: it was ` +
          `killed or the machine restarted. Run \`npm run cms:install\` (log of the last try: ${log})`,
      );
    }
    if (Date.now() > until)
      throw new Error(`cms: the background install is still running after ${timeoutMs / 60_000} min (log: ${log})`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const status = readFileSync(statusFile, 'utf8').trim();
  rmSync(started, { force: true });
  if (status !== '0') {
    const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-20).join('\n') : '(no log)';
    throw new Error(`cms: the background install failed (exit ${status}); the end of ${log}:\n${tail}`);
  }
}

if (process.argv[1]?.endsWith('background-install.ts'))
  console.log(
    startBackgroundInstall()
      ? `cms: installing Strapi in the background for the tests against it (log: ${LOG})`
      : 'cms: installed (or CMS_TESTS=off): nothing to install',
  );
