import { describe, expect, it } from 'vitest';
import { missedGoals, stepLines, type KindFigures, type StepFigures } from '../../perf/soak/goals.ts';
import { SOAK_KINDS, type SoakKind } from '../../perf/soak/plan.ts';

/** The goals of `npm run soak` on the figures perf/soak/load.ts writes. */

const kind = (statuses: Record<string, number>, more: Partial<KindFigures> = {}): KindFigures => ({
  answers: Object.values(statuses).reduce((a, b) => a + b, 0),
  p50ms: 10,
  p99ms: 300,
  maxms: 400,
  statuses,
  errors: {},
  connects: 1,
  windows: [10, 10],
  lostValues: 0,
  ...more,
});

function healthy(): StepFigures {
  const kinds: StepFigures['kinds'] = {
    home: kind({ 200: 20 }),
    pricing: kind({ 200: 20 }),
    redirect: kind({ 301: 20 }),
    handoff: kind({ 302: 10, 200: 10 }),
    legacy: kind({ 200: 20 }),
    'legacy-faults': kind({ 502: 5, 503: 5, 504: 2 }, { p99ms: 10_010 }),
    'not-found': kind({ 404: 20 }),
    form: kind({ 201: 4, 303: 4, 200: 6, 422: 4, 503: 2 }),
    abuse: kind(
      { 413: 4, 408: 2 },
      {
        abuse: {
          'oversized-length': { 413: 2 },
          'oversized-chunked': { 413: 2 },
          'cut-off': { cut: 2 },
          trickle: { 408: 2 },
          'client-error-chunked': { 413: 2 },
          'client-error-trickle': { 408: 2 },
          'webhook-unauthorized': { 401: 2 },
          'webhook-oversized': { 413: 2 },
        },
        abuseMaxMs: { trickle: 10_050, 'client-error-trickle': 10_020 },
      },
    ),
  };
  return {
    connections: 64,
    seconds: 30,
    kinds,
    // rss climbing as V8 lets garbage pile up (printed, not judged), the live heap level.
    rssMb: [100, 180, 200, 240, 280, 320, 360, 400, 440],
    liveHeapMb: [6.7, 8.5, 9.5, 8.6, 8.3, 9.2, 9.2],
  };
}

describe('soak goals', () => {
  it('passes a healthy step (expected faults, a slow legacy fault, a bounded trickle, the live heap level)', () => {
    expect(missedGoals(healthy())).toEqual([]);
  });

  it('misses each goal with a line that names the kind and the figure', () => {
    const step = healthy();
    step.kinds.form = kind({ 303: 5, 500: 1 }, { p99ms: 2400, lostValues: 1 });
    step.kinds.handoff = kind({ 302: 3 }, { windows: [3, 0], errors: { ECONNRESET: 2 } });
    step.kinds.abuse!.abuseMaxMs = { trickle: 14_000 };
    step.kinds.abuse!.abuse!['oversized-length'] = { 413: 1, ECONNRESET: 1 };
    delete step.kinds.legacy;
    step.liveHeapMb = [8, 12, 16, 20, 24, 28];
    expect(missedGoals(step)).toEqual([
      '64 connections: handoff had no answer in 1 of 2 windows',
      '64 connections: handoff socket errors {"ECONNRESET":2}',
      '64 connections: form 1 unexpected 5xx',
      '64 connections: form 1 posts answered 503 without their values',
      '64 connections: form p99 2400 ms, goal under 2000 ms',
      '64 connections: abuse oversized-length answered ECONNRESET×1, not 413',
      '64 connections: a trickled body held its request 14000 ms (bound 10000 ms)',
      '64 connections: legacy was never answered',
      '64 connections: live heap still growing (20 MB peak in the middle third, 28 MB in the last)',
    ]);
  });

  it('judges the live heap on the last (long) step only', () => {
    const warmUp = { ...healthy(), liveHeapMb: [9, 12, 15, 18, 21, 24] };
    expect(missedGoals(warmUp, false)).toEqual([]);
    expect(missedGoals(warmUp)).toEqual([
      '64 connections: live heap still growing (18 MB peak in the middle third, 24 MB in the last)',
    ]);
  });

  it('allows the live heap 10 % and 2 MB over the middle third: a sample moves with the requests in flight', () => {
    expect(missedGoals({ ...healthy(), liveHeapMb: [8, 8, 10, 10, 13, 13] })).toEqual([]);
    expect(missedGoals({ ...healthy(), liveHeapMb: [8, 8, 10, 10, 13.1, 12] })).toEqual([
      '64 connections: live heap still growing (10 MB peak in the middle third, 13.1 MB in the last)',
    ]);
  });

  it('misses the goal when there is no live heap to judge (load.ts run without --inspector), or a sample failed', () => {
    expect(missedGoals({ ...healthy(), liveHeapMb: undefined })).toEqual([
      '64 connections: 0 live-heap samples, too few to judge (load.ts --inspector)',
    ]);
    expect(missedGoals({ ...healthy(), liveHeapMb: [8, 8, 9, 9, NaN, 9] })).toEqual([
      '64 connections: live heap still growing (9 MB peak in the middle third, NaN MB in the last)',
    ]);
  });

  it('judges the client-error and webhook abuse too: a 500, a 202 or a held trickle is a miss', () => {
    const step = healthy();
    step.kinds.abuse!.abuse!['client-error-chunked'] = { 413: 1, 500: 1 };
    step.kinds.abuse!.abuse!['webhook-oversized'] = { 202: 1 };
    step.kinds.abuse!.abuseMaxMs!['client-error-trickle'] = 30_000;
    expect(missedGoals(step)).toEqual([
      '64 connections: abuse client-error-chunked answered 500×1, not 413',
      '64 connections: abuse webhook-oversized answered 202×1, not 413',
      '64 connections: a trickled body (client-error-trickle) held its request 30000 ms (bound 10000 ms)',
    ]);
  });

  it('prints one line per kind with answers, p50, p99, max, new connections and statuses', () => {
    const lines = stepLines({ ...healthy(), cpuPercent: { workerd: 95, load: 40 } });
    expect(lines[0]).toBe(
      '-- 64 connections, 30 s (rss 100→440→440 MB, live heap 6.7→9.5→9.2 MB; cpu workerd 95 %, load generator 40 %)',
    );
    expect(lines).toHaveLength(2 + Object.keys(SOAK_KINDS).length);
    expect(lines.find((l) => l.startsWith('legacy-faults'))).toBe(
      'legacy-faults       12    10 ms  10.01 s   400 ms      1  502×5 503×5 504×2',
    );
    expect(lines.find((l) => l.startsWith('abuse'))).toContain(
      '[oversized-length 413×2, oversized-chunked 413×2, cut-off cut×2, trickle 408×2, client-error-chunked 413×2, ' +
        'client-error-trickle 408×2, webhook-unauthorized 401×2, webhook-oversized 413×2]',
    );
    expect(Object.keys(healthy().kinds) as SoakKind[]).toEqual(Object.keys(SOAK_KINDS));
  });
});
