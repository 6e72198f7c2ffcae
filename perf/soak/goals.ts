/**
 * The soak's goals, judged on the figures perf/soak/load.ts writes for each step
 * (8, 24 and 64 connections): a missed goal is a line of text, and any line fails the soak.
 */
import { ABUSE_EXPECTS, TRICKLE_TYPES, type AbuseType } from './abuse.ts';
import { isExpected, SOAK_KINDS, type SoakKind } from './plan.ts';

export interface KindFigures {
  answers: number;
  p50ms: number | null;
  p99ms: number | null;
  maxms: number | null;
  /** status → count */
  statuses: Record<string, number>;
  /** client error (ECONNRESET, TIMEOUT, …) → count */
  errors: Record<string, number>;
  /** Connections this kind's requests opened (one per lane when nothing breaks). */
  connects: number;
  /** Answers per WINDOW_S seconds of the step. */
  windows: number[];
  /** Form posts answered 503 without handing the values back. */
  lostValues: number;
  /** Abuse only: outcome per type, and each type's slowest answer. */
  abuse?: Partial<Record<AbuseType, Record<string, number>>>;
  abuseMaxMs?: Partial<Record<AbuseType, number>>;
}

export interface StepFigures {
  connections: number;
  seconds: number;
  kinds: Partial<Record<SoakKind, KindFigures>>;
  /** workerd's VmRSS, sampled every 2 s: printed, not judged (live-heap.ts says why). */
  rssMb: number[];
  /** MB every isolate keeps after a full collection, sampled every 5 s (load.ts --inspector). */
  liveHeapMb?: number[];
  /** Share of one core used during the step by workerd and by the load generator. */
  cpuPercent?: { workerd: number; load: number };
}

export const GOALS = {
  /** These kinds wait on a subrequest or D1; their p99 must stay under this. */
  p99Ms: 2000,
  p99Kinds: ['form', 'handoff', 'legacy'] as SoakKind[],
  /** A trickled body (a form, a client error) gets its 408 by the worker's 10 s body deadline plus this. */
  trickleSlackMs: 3000,
  trickleDeadlineMs: 10_000,
  /**
   * What workerd keeps levels off: the last third of a step's live-heap samples peak at most this
   * share plus liveHeapSlackMb above the middle third (the slack: the heap is about 10 MB, and one
   * sample moves by 1 MB with the requests in flight; a leak of 100 bytes a request is 25 MB a step).
   */
  liveHeapGrowth: 0.1,
  liveHeapSlackMb: 2,
} as const;

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * Every goal a step missed, one line each (empty: the step passed). The live heap is judged on the
 * `last` step only (the long one): the short steps before it include the warm-up (isolates, caches).
 */
export function missedGoals(step: StepFigures, last = true): string[] {
  const missed: string[] = [];
  const at = `${step.connections} connections`;
  for (const [name, k] of Object.entries(step.kinds) as [SoakKind, KindFigures][]) {
    const silent = k.windows.flatMap((n, w) => (n === 0 ? [w] : []));
    if (silent.length) missed.push(`${at}: ${name} had no answer in ${silent.length} of ${k.windows.length} windows`);
    if (name === 'abuse') {
      for (const [type, outcomes] of Object.entries(k.abuse ?? {}) as [AbuseType, Record<string, number>][]) {
        const want = ABUSE_EXPECTS[type];
        const wrong = Object.entries(outcomes).filter(([o]) => (want === null ? o !== 'cut' : o !== String(want)));
        if (wrong.length)
          missed.push(
            `${at}: abuse ${type} answered ${wrong.map(([o, n]) => `${o}×${n}`).join(', ')}, not ${want ?? 'cut'}`,
          );
      }
      for (const type of TRICKLE_TYPES) {
        const held = k.abuseMaxMs?.[type];
        const which = type === 'trickle' ? '' : ` (${type})`;
        if (held !== undefined && held > GOALS.trickleDeadlineMs + GOALS.trickleSlackMs)
          missed.push(
            `${at}: a trickled body${which} held its request ${held} ms (bound ${GOALS.trickleDeadlineMs} ms)`,
          );
      }
      continue;
    }
    const unexpected5xx = Object.entries(k.statuses)
      // A post answered 503 that hands the values back is the answer the spec gives when neither
      // D1 nor the form service took it (judged by lostValues instead).
      .filter(([s]) => Number(s) >= 500 && !isExpected(name, Number(s)) && !(name === 'form' && s === '503'))
      .reduce((a, [, n]) => a + n, 0);
    if (unexpected5xx) missed.push(`${at}: ${name} ${unexpected5xx} unexpected 5xx`);
    if (sum(k.errors)) missed.push(`${at}: ${name} socket errors ${JSON.stringify(k.errors)}`);
    if (k.lostValues) missed.push(`${at}: ${name} ${k.lostValues} posts answered 503 without their values`);
    if (GOALS.p99Kinds.includes(name) && (k.p99ms ?? Infinity) >= GOALS.p99Ms)
      missed.push(`${at}: ${name} p99 ${k.p99ms ?? '–'} ms, goal under ${GOALS.p99Ms} ms`);
  }
  for (const name of Object.keys(SOAK_KINDS) as SoakKind[])
    if (!step.kinds[name]?.answers) missed.push(`${at}: ${name} was never answered`);
  const heap = step.liveHeapMb ?? [];
  const third = Math.floor(heap.length / 3);
  if (last && third < 2) missed.push(`${at}: ${heap.length} live-heap samples, too few to judge (load.ts --inspector)`);
  if (last && third >= 2) {
    const middle = Math.max(...heap.slice(third, 2 * third));
    const end = Math.max(...heap.slice(2 * third));
    if (!(end <= middle * (1 + GOALS.liveHeapGrowth) + GOALS.liveHeapSlackMb))
      missed.push(`${at}: live heap still growing (${middle} MB peak in the middle third, ${end} MB in the last)`);
  }
  return missed;
}

const fmtMs = (ms: number | null) => (ms === null ? '–' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(2)} s`);

/** The step's table: one line per kind with answers, p50, p99, max, statuses and new connections. */
export function stepLines(step: StepFigures): string[] {
  const rss = step.rssMb;
  const heap = step.liveHeapMb ?? [];
  const live = heap.length ? `, live heap ${heap[0]}→${Math.max(...heap)}→${heap[heap.length - 1]} MB` : '';
  const lines = [
    `-- ${step.connections} connections, ${step.seconds} s (rss ${rss[0]}→${Math.max(...rss)}→${rss[rss.length - 1]} MB${live}` +
      (step.cpuPercent ? `; cpu workerd ${step.cpuPercent.workerd} %, load generator ${step.cpuPercent.load} %)` : ')'),
    `${'kind'.padEnd(14)}${'answers'.padStart(8)}${'p50'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}  conns  statuses`,
  ];
  for (const [name, k] of Object.entries(step.kinds) as [SoakKind, KindFigures][]) {
    const statuses = Object.entries(k.statuses)
      .map(([s, n]) => `${s}×${n}${name === 'abuse' || isExpected(name, Number(s)) ? '' : '!'}`)
      .join(' ');
    const errors = Object.entries(k.errors).map(([e, n]) => ` ${e}×${n}!`);
    const abuse = k.abuse
      ? `  [${Object.entries(k.abuse)
          .map(
            ([t, o]) =>
              `${t} ${Object.entries(o)
                .map(([s, n]) => `${s}×${n}`)
                .join('/')}`,
          )
          .join(', ')}]`
      : '';
    lines.push(
      `${name.padEnd(14)}${String(k.answers).padStart(8)}${fmtMs(k.p50ms).padStart(9)}${fmtMs(k.p99ms).padStart(9)}${fmtMs(k.maxms).padStart(9)}  ${String(k.connects).padStart(5)}  ${statuses}${errors.join('')}${abuse}`,
    );
  }
  return lines;
}
