import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { ROOT } from '../site-sources.ts';

// The site (`wrangler dev`, as `npm start` runs it) as a child of `npm run cms`, against the CMS,
// in the same terminal: its lines are printed prefixed with `site │`.

const QUIET = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  NO_COLOR: '1',
  CI: '1',
};
const wranglerBin = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');

export interface SiteProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Answers `GET /` for a brand's host (Node does not resolve `*.localhost`: loopback with the Host header). */
function answers(port: number, brand: string): Promise<boolean> {
  return new Promise((done) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/', headers: { host: `${brand}.localhost:${port}` }, timeout: 10_000 },
      (res) => {
        res.resume();
        done(true);
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => done(false));
    req.end();
  });
}

/**
 * `wrangler dev --port <port>` with the given `--var`s (CMS_ORIGIN), after the local D1
 * migrations (`npm run db:migrate`); its secrets come from .dev.vars. Resolved once a brand's home
 * answers; throws with wrangler's last lines when it stops or does not answer in `timeoutMs`.
 */
export async function startSite(options: {
  port: number;
  vars: Record<string, string>;
  timeoutMs?: number;
}): Promise<SiteProcess> {
  const migrate = spawnSync(process.execPath, [wranglerBin, 'd1', 'migrations', 'apply', 'DB', '--local'], {
    cwd: ROOT,
    env: { ...process.env, ...QUIET },
    encoding: 'utf8',
  });
  if (migrate.status !== 0)
    throw new Error(`site: the local D1 migrations failed:\n${migrate.stderr}${migrate.stdout}`);
  const args = [wranglerBin, 'dev', '--port', String(options.port), '--show-interactive-dev-session=false'];
  for (const [name, value] of Object.entries(options.vars)) args.push('--var', `${name}:${value}`);
  // Its own process group: stopping it also stops workerd.
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...QUIET },
  });
  let tail = '';
  const print = (chunk: Buffer) => {
    const text = chunk.toString();
    tail = (tail + text).slice(-3000);
    for (const line of text.split('\n')) if (line.trim()) process.stdout.write(`site │ ${line}\n`);
  };
  child.stdout!.on('data', print);
  child.stderr!.on('data', print);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    signal('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    signal('SIGKILL');
  };
  process.once('exit', () => signal('SIGKILL'));
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`site: wrangler dev stopped (${child.exitCode ?? child.signalCode}):\n${tail}`);
    if (await answers(options.port, 'default')) return { child, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`site: wrangler dev did not answer on port ${options.port}:\n${tail}`);
}
