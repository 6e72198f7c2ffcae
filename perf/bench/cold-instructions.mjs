// Cold start counted, for `npm run bench`: runs a fresh workerd process under valgrind (cachegrind
// without its cache simulation: it only counts instructions) until its first complete 200 on
// http://127.0.0.1:PORT/ with HOST, then stops it and prints `instructions=<n>` (user space, the
// process's every thread). The timed cold start (cold-start.mjs) swings by ±10 % with what else
// the machine runs; this count repeats within about 1 % (usually 0.05 %), so a change of a few
// percent shows in one run. About 10 s a run (valgrind translates every instruction).
// Usage: node perf/bench/cold-instructions.mjs WORKERD CAPNP PORT HOST
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [workerd, capnp, port, host] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'cold-instructions-'));
const log = join(dir, 'valgrind.log');

/** One GET; resolves to the status once the whole body has arrived, or 0 on a refused connection. */
const get = () =>
  new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port: Number(port), path: '/', headers: host === '-' ? {} : { host }, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });

const child = spawn(
  'valgrind',
  [
    '--tool=cachegrind',
    '--cache-sim=no',
    `--cachegrind-out-file=${join(dir, 'out')}`,
    `--log-file=${log}`,
    workerd,
    'serve',
    capnp,
  ],
  { stdio: 'ignore' },
);
let exited = false;
child.on('exit', () => (exited = true));
try {
  const started = performance.now();
  for (;;) {
    if (exited) throw new Error(`valgrind exited before workerd answered:\n${readFileSync(log, 'utf8')}`);
    const status = await get();
    if (status === 200) break;
    if (status !== 0) throw new Error(`first answer was ${status}, not 200`);
    if (performance.now() - started > 120_000) throw new Error('no 200 within 120 s under valgrind');
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGTERM');
  await new Promise((r) => (exited ? r() : child.on('exit', r)));
  const refs = /I\s+refs:\s+([\d,]+)/.exec(readFileSync(log, 'utf8'));
  if (!refs) throw new Error(`no instruction count in valgrind's log:\n${readFileSync(log, 'utf8')}`);
  process.stdout.write(`instructions=${refs[1].replace(/,/g, '')}\n`);
} finally {
  if (!exited) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
