// Cold start for `npm run bench`: starts a fresh workerd process RUNS times and times each one
// from spawn to its first complete 200 answer (body read) on http://127.0.0.1:PORT/ with HOST,
// polling every 2 ms, and reads the CPU time workerd's threads had used by then (/proc/PID/task/
// */schedstat, in ns). Prints `median=<ms> cpu=<ms> runs=<ms,…> cpus=<ms,…>` (medians of RUNS).
// The empty worker's figure, measured the same way, is the process start and the socket; what the
// site adds is its bundle's parse, its module-scope work and its first render. On a shared machine
// the wall time swings with the CPU share workerd gets; its CPU time swings much less.
// With SAVE, the last run's 200 is also written out: its body to SAVE.html and its headers (but
// the per-connection ones) to SAVE-headers.json, for the bench's static asset of the same size.
// Usage: node perf/bench/cold-start.mjs WORKERD CAPNP PORT HOST RUNS [SAVE]
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';

const [workerd, capnp, port, host, runs = '5', save] = process.argv.slice(2);

/** The last complete 200: its body and headers. */
let last;
const PER_CONNECTION = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/** One GET; resolves to the status once the whole body has arrived, or 0 on a refused connection. */
function get() {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port: Number(port), path: '/', headers: host === '-' ? {} : { host }, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode === 200) last = { body: Buffer.concat(chunks), headers: res.rawHeaders };
          resolve(res.statusCode ?? 0);
        });
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** CPU time (ms) all threads of process PID have run so far. */
function cpuMs(pid) {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return ns / 1e6;
}

async function once() {
  const started = performance.now();
  const child = spawn(workerd, ['serve', capnp], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (d) => (log += d));
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error(`workerd exited before answering:\n${log}`);
      const status = await get();
      if (status === 200) return { wall: performance.now() - started, cpu: cpuMs(child.pid) };
      if (status !== 0) throw new Error(`first answer was ${status}, not 200`);
      if (performance.now() - started > 30_000) throw new Error('no 200 within 30 s');
      await new Promise((r) => setTimeout(r, 2));
    }
  } finally {
    child.kill();
    await new Promise((r) => (exited ? r() : child.on('exit', r)));
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const list = (xs) => xs.map((x) => x.toFixed(1)).join(',');
const results = [];
for (let i = 0; i < Number(runs); i++) results.push(await once());
const walls = results.map((r) => r.wall);
const cpus = results.map((r) => r.cpu);
if (save) {
  const pairs = [];
  for (let i = 0; i < last.headers.length; i += 2) {
    if (!PER_CONNECTION.has(last.headers[i].toLowerCase())) pairs.push([last.headers[i], last.headers[i + 1]]);
  }
  writeFileSync(`${save}.html`, last.body);
  writeFileSync(`${save}-headers.json`, JSON.stringify(pairs));
}
process.stdout.write(
  `median=${median(walls).toFixed(1)} cpu=${median(cpus).toFixed(1)} runs=${list(walls)} cpus=${list(cpus)}\n`,
);
