/**
 * Global setup of the `browser` test project: runs the worker under `wrangler dev` on a free port
 * for the whole run, and gives the port to the tests as `inject('browserPort')`. If it cannot start,
 * the tests that load its pages fail with its output (`inject('browserServerError')`).
 *
 * - Every tenant answers on `http://<id>.localhost:<port>` (Chromium resolves `*.localhost` itself).
 * - No `--host` / `--local-upstream`: they overwrite the incoming host and the tenant is lost.
 * - Its own `--persist-to` directory, so a developer's `npm start` state (.wrangler/state) is untouched.
 * - wrangler and its workerd children run in their own process group, stopped as a whole at teardown.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { freePort } from '../free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Port of the `wrangler dev` server the browser tests load pages from. */
    browserPort: number;
    /** Why `wrangler dev` could not be started, with its output; '' when it runs. */
    browserServerError: string;
  }
}

/** First port tried; 8787 is left to a developer's `npm start`. */
const PREFERRED_PORT = 8799;
/** A first start bundles the worker and boots workerd: about 10-20 s, more on a busy CI machine. */
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
const KEPT_OUTPUT_CHARS = 20_000;

export default async function setup(project: TestProject) {
  const port = await freePort(PREFERRED_PORT);
  const persistDir = mkdtempSync(join(tmpdir(), 'browser-test-wrangler-'));
  const wrangler = startWrangler(project.config.root, port, persistDir);

  // Whatever ends the run (Ctrl-C, a crash), don't leave wrangler and workerd behind.
  const killOnExit = () => signalGroup(wrangler.child, 'SIGKILL');
  process.once('exit', killOnExit);

  try {
    await waitUntilServing(wrangler, port);
  } catch (error) {
    await stopWrangler(wrangler.child);
    process.off('exit', killOnExit);
    removeDir(persistDir);
    // Not thrown: a failed global setup would stop the workers project too, and the count line
    // would read "0 failed". Each browser test that needs the server fails with this instead.
    const output = wrangler.output() || '(no output)';
    console.error(`[browser tests] ${(error as Error).message}\n--- wrangler dev output ---\n${output}\n---`);
    project.provide('browserPort', 0);
    project.provide(
      'browserServerError',
      `${(error as Error).message}\n--- last of wrangler dev output ---\n${output.slice(-3000)}\n---`,
    );
    return;
  }

  project.provide('browserPort', port);
  project.provide('browserServerError', '');

  return function teardown() {
    if (wrangler.exited()) {
      console.error(
        `[browser tests] wrangler dev ended during the run (${wrangler.exited()}).\n--- wrangler dev output ---\n${wrangler.output()}\n---`,
      );
    }
    // SIGKILL at once rather than SIGTERM and a wait: the state is thrown away anyway, and vitest
    // closes its pools only after this teardown, so waiting here would only hold up the exit.
    signalGroup(wrangler.child, 'SIGKILL');
    process.off('exit', killOnExit);
    removeDir(persistDir);
  };
}

/** A `wrangler dev` started by a Node-side test: its port, its output and how it ended, and how to stop it. */
export interface WranglerServer {
  port: number;
  output(): string;
  /** How wrangler ended, or '' while it runs. */
  exited(): string;
  stop(): Promise<void>;
}

/**
 * `wrangler dev` as the browser tests run it, on a free port from `preferredPort`, with extra
 * `--var`s (secrets such as CMS_WEBHOOK_SECRET), for tests of real connections
 * (scripts/keep-alive-bodies.test.ts). Throws with wrangler's output when it does not serve.
 */
export async function startWranglerServer(
  root: string,
  vars: Record<string, string> = {},
  preferredPort = PREFERRED_PORT + 100,
): Promise<WranglerServer> {
  const port = await freePort(preferredPort);
  const persistDir = mkdtempSync(join(tmpdir(), 'node-test-wrangler-'));
  const wrangler = startWrangler(root, port, persistDir, vars);
  const killOnExit = () => signalGroup(wrangler.child, 'SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    await stopWrangler(wrangler.child);
    process.off('exit', killOnExit);
    removeDir(persistDir);
  };
  try {
    await waitUntilServing(wrangler, port);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- wrangler dev output ---\n${wrangler.output().slice(-3000)}`);
  }
  return { port, output: wrangler.output, exited: wrangler.exited, stop };
}

function removeDir(dir: string) {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 2 });
  } catch {
    // A leftover temporary directory is harmless.
  }
}

interface Wrangler {
  child: ChildProcess;
  /** The last part of what wrangler printed (stdout and stderr interleaved). */
  output(): string;
  /** How the process ended, or '' while it runs. */
  exited(): string;
}

const QUIET_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  NO_COLOR: '1',
};

function startWrangler(root: string, port: number, persistDir: string, vars: Record<string, string> = {}): Wrangler {
  const bin = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  // The form pages store submissions in D1: give this state directory the schema first.
  execFileSync(process.execPath, [bin, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir], {
    cwd: root,
    env: { ...process.env, ...QUIET_ENV, CI: '1' },
    stdio: 'pipe',
  });
  const args = [bin, 'dev', '--port', String(port), '--persist-to', persistDir, '--show-interactive-dev-session=false'];
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`);
  const child = spawn(process.execPath, args, {
    cwd: root,
    // Own process group: teardown signals the group, which also reaches workerd.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...QUIET_ENV },
  });

  let output = '';
  const keep = (chunk: Buffer) => {
    output += stripVTControlCharacters(chunk.toString());
    if (output.length > KEPT_OUTPUT_CHARS) output = output.slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let exited = '';
  child.on('exit', (code, signal) => {
    exited = signal ? `signal ${signal}` : `exit code ${code}`;
  });
  child.on('error', (error) => {
    exited = `failed to start: ${error.message}`;
  });

  return { child, output: () => output, exited: () => exited };
}

async function waitUntilServing(wrangler: Wrangler, port: number): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (wrangler.exited()) {
      throw new Error(`wrangler dev stopped before serving (${wrangler.exited()}).`);
    }
    try {
      // Any answer will do: a page that answers with an error is for the tests to report.
      await getStatus(port, 'default');
      return;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(
    `wrangler dev did not answer http://default.localhost:${port}/ within ${START_TIMEOUT_MS / 1000} s (last: ${lastProblem}).`,
  );
}

/**
 * GET `http://<tenant>.localhost:<port>/`. Node's resolver doesn't know `*.localhost` (glibc only
 * has `localhost` in /etc/hosts), so connect to loopback and send the tenant's host as `Host`,
 * which is what Chromium sends.
 */
function getStatus(port: number, tenant: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/', headers: { host: `${tenant}.localhost:${port}` }, timeout: 10_000 },
      (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      },
    );
    req.on('timeout', () => req.destroy(new Error('request timed out')));
    req.on('error', fail);
    req.end();
  });
}

async function stopWrangler(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    // wrangler itself is gone; make sure no workerd of its group is left.
    signalGroup(child, 'SIGKILL');
    return;
  }
  const ended = new Promise<void>((done) => child.once('exit', () => done()));
  signalGroup(child, 'SIGTERM');
  const timer = new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), STOP_TIMEOUT_MS).unref());
  if ((await Promise.race([ended, timer])) === 'timeout') {
    signalGroup(child, 'SIGKILL');
    await ended;
  }
  // wrangler may exit before its workerd children do.
  signalGroup(child, 'SIGKILL');
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}
