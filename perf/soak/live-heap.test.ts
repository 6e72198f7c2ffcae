/**
 * The soak's live heap (live-heap.ts) against a real workerd: garbage does not count, what an
 * isolate keeps does. The worker below makes 8 MB arrays, keeping them on /keep and dropping them
 * on /garbage; arrays that large live in V8's large-object space, which only a full collection
 * frees, so a sample taken without one would count the garbage too.
 *
 * workerd runs the inspector's collection when the isolate next takes a request (an idle isolate
 * answers Runtime.getHeapUsage at once, HeapProfiler.collectGarbage only then), as the soak's load
 * does all the time: here /ping, which allocates nothing, is sent while a sample waits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../../test/free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT } from '../../scripts/site-sources.ts';
import { connectLiveHeap, type LiveHeap } from './live-heap.ts';

const WORKER = `
const kept = [];
export default {
  fetch(request) {
    const path = new URL(request.url).pathname;
    if (path === '/ping') return new Response('pong');
    const array = new Array(1_000_000).fill(1.5);
    if (path === '/keep') kept.push(array);
    return new Response(String(kept.length));
  },
};`;

let dir: string;
let workerd: ChildProcess;
let site: number;
let heap: LiveHeap;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'live-heap-'));
  site = await freePort();
  const inspector = await freePort();
  writeFileSync(join(dir, 'worker.js'), WORKER);
  writeFileSync(
    join(dir, 'config.capnp'),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = (modules = [(name = "worker.js", esModule = embed "worker.js")], compatibilityDate = "2026-04-26"))],
  sockets = [(name = "http", address = "127.0.0.1:${site}", http = (), service = "main")],
);`,
  );
  workerd = spawn(
    join(ROOT, 'node_modules/.bin/workerd'),
    ['serve', `--inspector-addr=127.0.0.1:${inspector}`, join(dir, 'config.capnp')],
    {
      stdio: 'ignore',
    },
  );
  heap = await connectLiveHeap(inspector);
  // The isolate exists once it has served a request.
  for (let i = 0; ; i++) {
    const ok = await fetch(`http://127.0.0.1:${site}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 100) throw new Error('workerd did not answer');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 30_000);

afterAll(() => {
  heap?.close();
  workerd?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string) => fetch(`http://127.0.0.1:${site}${path}`).then((r) => r.text());

/** A sample, with the isolate kept busy until it is taken. */
async function sample(): Promise<number> {
  let done = false;
  const taken = heap.sample().finally(() => (done = true));
  while (!done) await Promise.all([get('/ping'), new Promise((resolve) => setTimeout(resolve, 50))]);
  return taken;
}

it('counts what an isolate keeps, not its garbage', async () => {
  const before = await sample();
  for (let i = 0; i < 5; i++) await get('/garbage');
  const afterGarbage = await sample();
  for (let i = 0; i < 3; i++) await get('/keep');
  const afterKeeping = await sample();
  expect(afterGarbage - before, `garbage: ${before} → ${afterGarbage} MB`).toBeLessThan(2);
  // Three arrays of a million doubles: 24 MB.
  expect(afterKeeping - afterGarbage, `kept: ${afterGarbage} → ${afterKeeping} MB`).toBeGreaterThan(20);
});
