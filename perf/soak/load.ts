/**
 * The soak's load generator: one Node process, `connections` keep-alive connections ("lanes"),
 * each sending the requests of its kinds one after another and timing each one itself, so every
 * answer is counted against the kind that asked for it. Runs one step per connection count
 * (`--steps 8:15,24:15,64:60`: connections:seconds) against the same workerd and writes the
 * figures of each step as JSON for report.ts.
 *
 * Why not wrk with one thread per connection (the former soak load): 64 wrk threads on 2 cores
 * kept workerd from accepting new connections at all (docs/testing.md, "Soak and faults"), so
 * every request that needed one waited out the run. One client thread, like a browser population
 * behind a few proxies, leaves workerd's event loop the gaps it needs.
 *
 * Lanes: kinds are dealt round the lanes in SOAK_KINDS order (lane i: kind i mod K); with fewer
 * lanes than kinds a lane takes several kinds in turn (at 8 connections lane 0 sends home and
 * abuse). Lanes take a kind's requests in turn (nextOf). Paced kinds (SOAK_PACING_MS) wait
 * between requests.
 *
 * Usage: node --import tsx perf/soak/load.ts --port 8793 --plan soak-out/plan.tsv --steps 8:15,24:15,64:60 \
 *          --pid <workerd pid> --out soak-out/load.json [--timeout-ms 15000] [--inspector <port>]
 *
 * With `--inspector` (workerd's `--inspector-addr` port) it also samples, every LIVE_HEAP_EVERY_MS,
 * the heap every isolate keeps after a full collection (live-heap.ts): what the growth goal judges.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import { ABUSE_TYPES, sendAbuse, type AbuseType } from './abuse.ts';
import { decodePlanLine, SOAK_KINDS, type PlannedRequest, type SoakKind } from './plan.ts';
import type { StepFigures } from './goals.ts';
import { connectLiveHeap } from './live-heap.ts';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    plan: { type: 'string' },
    steps: { type: 'string', default: '8:15,24:15,64:60' },
    pid: { type: 'string' },
    out: { type: 'string' },
    'timeout-ms': { type: 'string', default: '15000' },
    inspector: { type: 'string' },
  },
});
const port = Number(args.port);
if (!port || !args.plan || !args.out) throw new Error('usage: load.ts --port <p> --plan <file> --out <file>');
const TIMEOUT_MS = Number(args['timeout-ms']);
/** Answers are also counted per window of this many seconds ("answered throughout the run"). */
export const WINDOW_S = 15;
/** A full collection of every isolate takes a few ms of workerd's time: every 5 s is 0.1 % of it. */
const LIVE_HEAP_EVERY_MS = 5000;
const liveHeap = args.inspector ? await connectLiveHeap(Number(args.inspector)) : null;

const pace: Partial<Record<string, number>> = {};
const byKind = new Map<SoakKind, PlannedRequest[]>();
for (const line of readFileSync(args.plan, 'utf8').split('\n').filter(Boolean)) {
  const paced = /^pace\t([^\t]+)\t(\d+)$/.exec(line);
  if (paced) pace[paced[1]!] = Number(paced[2]);
  else {
    const r = decodePlanLine(line);
    byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r]);
  }
}
const KINDS = (Object.keys(SOAK_KINDS) as SoakKind[]).filter((k) => k === 'abuse' || byKind.has(k));
const formHeaders = byKind.get('form')?.[0]?.headers ?? {};

/** CPU seconds (user + system) of a process so far, from /proc/<pid>/stat. */
const cpuSeconds = (pid: string) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const rssMb = () => {
  if (!args.pid) return NaN;
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${args.pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : NaN;
};

interface KindTally {
  latencies: number[];
  statuses: Record<string, number>;
  errors: Record<string, number>;
  windows: number[];
  connects: number;
  /** Form posts answered 503 without the values (the island's `retryable`, or the form page with the name). */
  lostValues: number;
  abuse: Record<string, Record<string, number>>;
  abuseMs: Record<string, number>;
}

/** One plain request on a lane's connection; resolves with its status (or client error) and body. */
function send(agent: Agent, r: PlannedRequest): Promise<{ status: number | string; body: string }> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, method: r.method, path: r.path, agent, headers: r.headers, timeout: TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => void (r.kind === 'form' && chunks.push(c)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ status: e.code ?? 'ERR', body: '' }));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ status: e.code ?? 'ERR', body: '' }));
    req.end(r.body || undefined);
  });
}

/** A 503 to a real post must hand the visitor their values back (or tell the island to resend them). */
function keepsValues(r: PlannedRequest, body: string): boolean {
  if (r.headers.Accept === 'application/json') return /"retryable":\s*true/.test(body);
  const name = new URLSearchParams(r.body).get('name');
  return !name || body.includes(`value="${name}"`);
}

/**
 * The next request of a kind, shared by every lane and step: lanes take a kind's requests in turn,
 * so each form token is first posted once (a new lead), by whichever lane comes next, and the
 * slow legacy fault never holds every lane of its kind at once.
 */
const cursors = new Map<SoakKind, number>();
function nextOf(kind: SoakKind): number {
  const n = cursors.get(kind) ?? 0;
  cursors.set(kind, n + 1);
  return n;
}

async function runStep(connections: number, seconds: number): Promise<StepFigures> {
  const tallies = new Map<SoakKind, KindTally>(
    KINDS.map((k) => [
      k,
      { latencies: [], statuses: {}, errors: {}, windows: [], connects: 0, lostValues: 0, abuse: {}, abuseMs: {} },
    ]),
  );
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  const rss: number[] = [rssMb()];
  const cpuBefore = { workerd: args.pid ? cpuSeconds(args.pid) : NaN, load: cpuSeconds(String(process.pid)) };
  const sampler = setInterval(() => rss.push(rssMb()), 2000);
  const live: number[] = [];
  const liveSampling = (async () => {
    // Not in the step's last second either: a collection asked for then may wait for a request that never comes.
    const lastSampleAt = stopAt - 1000;
    while (liveHeap && performance.now() < lastSampleAt) {
      live.push(await liveHeap.sample());
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, Math.min(LIVE_HEAP_EVERY_MS, lastSampleAt - performance.now()))),
      );
    }
  })();

  const lane = async (i: number) => {
    const mine =
      connections >= KINDS.length ? [KINDS[i % KINDS.length]!] : KINDS.filter((_, k) => k % connections === i);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let kind = mine[0]!;
    // Every new connection is counted against the kind whose request opened it: under load a new
    // connection is what waits (docs/testing.md, "Soak and faults").
    const open = (agent as unknown as { createConnection: (...a: unknown[]) => unknown }).createConnection.bind(agent);
    (agent as unknown as { createConnection: (...a: unknown[]) => unknown }).createConnection = (...a) => {
      tallies.get(kind)!.connects++;
      return open(...a);
    };
    let turn = 0;
    while (performance.now() < stopAt) {
      kind = mine[turn % mine.length]!;
      const t = tallies.get(kind)!;
      const t0 = performance.now();
      let outcome: number | string;
      if (kind === 'abuse') {
        const type: AbuseType = ABUSE_TYPES[nextOf(kind) % ABUSE_TYPES.length]!;
        const result = await sendAbuse(
          { port, agent, host: formHeaders.Host ?? 'www.teamtrek.example', headers: formHeaders },
          type,
          TIMEOUT_MS,
        );
        const seen = (t.abuse[type] ??= {});
        seen[String(result.outcome)] = (seen[String(result.outcome)] ?? 0) + 1;
        t.abuseMs[type] = Math.max(t.abuseMs[type] ?? 0, result.ms);
        outcome = typeof result.outcome === 'number' ? result.outcome : 'abuse';
      } else {
        const list = byKind.get(kind)!;
        const r = list[nextOf(kind) % list.length]!;
        const { status, body } = await send(agent, r);
        outcome = status;
        if (kind === 'form' && status === 503 && !keepsValues(r, body)) t.lostValues++;
      }
      const ms = performance.now() - t0;
      if (typeof outcome === 'number') {
        t.latencies.push(ms);
        t.statuses[outcome] = (t.statuses[outcome] ?? 0) + 1;
        const w = Math.floor((performance.now() - started) / 1000 / WINDOW_S);
        t.windows[w] = (t.windows[w] ?? 0) + 1;
      } else if (outcome !== 'abuse') {
        t.errors[outcome] = (t.errors[outcome] ?? 0) + 1;
      }
      turn++;
      const wait = pace[kind] ?? 0;
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => lane(i)));
  clearInterval(sampler);
  rss.push(rssMb());
  // No sample after the load: workerd runs a requested collection only when the isolate next takes
  // a request, so an idle isolate's heap is read with the garbage of its last seconds under load
  // (16.3 MB there after 8.4–9.9 MB at every sample under load, a "growth" that failed
  // the goal in two of three soaks and was never there).
  await liveSampling;

  const windows = Math.ceil(seconds / WINDOW_S);
  const kinds: StepFigures['kinds'] = {};
  for (const [kind, t] of tallies) {
    const sorted = t.latencies.sort((a, b) => a - b);
    const at = (p: number) =>
      sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!) : null;
    kinds[kind] = {
      answers: sorted.length,
      p50ms: at(50),
      p99ms: at(99),
      maxms: sorted.length ? Math.round(sorted[sorted.length - 1]!) : null,
      statuses: t.statuses,
      errors: t.errors,
      connects: t.connects,
      windows: Array.from({ length: windows }, (_, w) => t.windows[w] ?? 0),
      lostValues: t.lostValues,
      ...(kind === 'abuse' ? { abuse: t.abuse, abuseMaxMs: t.abuseMs } : {}),
    };
  }
  // Share of one core each used: with the load generator well under 100 %, it measured the site.
  const wall = (performance.now() - started) / 1000;
  const cpu = {
    workerd: Math.round((100 * ((args.pid ? cpuSeconds(args.pid) : NaN) - cpuBefore.workerd)) / wall),
    load: Math.round((100 * (cpuSeconds(String(process.pid)) - cpuBefore.load)) / wall),
  };
  return {
    connections,
    seconds,
    kinds,
    rssMb: rss.map((r) => Math.round(r)),
    ...(liveHeap && { liveHeapMb: live }),
    cpuPercent: cpu,
  };
}

const steps: StepFigures[] = [];
for (const step of args.steps!.split(',')) {
  const [connections, seconds] = step.split(':').map(Number);
  if (!connections || !seconds) throw new Error(`bad step ${step} (connections:seconds)`);
  console.error(`== ${connections} connections for ${seconds} s`);
  steps.push(await runStep(connections, seconds));
}
liveHeap?.close();
writeFileSync(args.out, JSON.stringify({ steps }, null, 1));
