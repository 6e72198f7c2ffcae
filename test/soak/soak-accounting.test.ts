import { describe, expect, it } from 'vitest';
import {
  decodePlanLine,
  encodePlan,
  encodePlanLine,
  hiddenFields,
  isUnexpected5xx,
  preflightSample,
  SOAK_KINDS,
  soakPlan,
  type Tokens,
} from '../../perf/soak/plan.ts';
import { judge, kindLines, parseWrkOutput, soakLine } from '../../perf/soak/summary.ts';

/** The accounting of `npm run soak` (perf/soak/): plan, wrk output, verdict and last line. */

const WRK_OUTPUT = `Running 10s test @ http://127.0.0.1:8793/
  8 threads and 64 connections
soak-status home 200 900
soak-status legacy 200 40
soak-status legacy 502 2
soak-status legacy-faults 502 7
soak-status legacy-faults 504 3
soak-status form 429 50
soak-status form 201 10
soak-status not-found 200 1
soak-latency home p50ms=27 p99ms=900 maxms=1200 over1s=4 lost=0
soak-latency legacy-faults p50ms=3 p99ms=11000 maxms=11012 over1s=3 lost=3 unanswered=2
soak-total requests=1013 connect=0 read=1 write=0 timeout=2 over1s=7
`;

describe('soak accounting', () => {
  it('judges each status by the kind that asked: a 502 is expected from the failing legacy path only', () => {
    const result = parseWrkOutput(WRK_OUTPUT);
    expect(result.statuses.get('legacy-faults')).toEqual(
      new Map([
        [502, 7],
        [504, 3],
      ]),
    );
    expect(result.latency.get('home')).toEqual({
      p50ms: 27,
      p99ms: 900,
      maxms: 1200,
      over1s: 4,
      lost: 0,
      unanswered: 0,
    });
    const verdict = judge(result);
    expect(verdict).toEqual({
      requests: 1013,
      unexpected5xx: 2,
      otherUnexpected: 1,
      socketErrors: 3,
      over1s: 7,
      ok: false,
    });
    expect(soakLine(verdict, 101.6, 212.2)).toBe(
      'soak: 1013 requests, 2 unexpected 5xx, 3 socket errors, 7 over 1 s, rss 102→212 MB',
    );
  });

  it('passes with expected 5xx only and no socket errors', () => {
    const clean = WRK_OUTPUT.replace('soak-status legacy 502 2\n', '').replace(
      'read=1 write=0 timeout=2',
      'read=0 write=0 timeout=0',
    );
    expect(judge(parseWrkOutput(clean)).ok).toBe(true);
  });

  it('forms may answer any 4xx, never a 5xx', () => {
    expect([200, 201, 303, 400, 403, 409, 413, 422, 429].map((s) => isUnexpected5xx('form', s))).not.toContain(true);
    expect(isUnexpected5xx('form', 500)).toBe(true);
    expect(isUnexpected5xx('form', 503)).toBe(true);
  });

  it("marks statuses a kind does not expect in the breakdown, with each kind's latency", () => {
    const lines = kindLines(parseWrkOutput(WRK_OUTPUT));
    expect(lines).toHaveLength(Object.keys(SOAK_KINDS).length - 1);
    expect(lines).toContain('home          200×900  p50 27 ms, p99 900 ms, max 1.2 s, 4 over 1 s');
    expect(lines).toContain('legacy        200×40  502×2!');
    expect(lines).toContain(
      'legacy-faults 502×7  504×3  p50 3 ms, p99 11000 ms, max 11.0 s, 3 over 1 s, 2 unanswered at the end, 3 lost!',
    );
    expect(lines).toContain('not-found     200×1!');
    expect(lines).toContain('pricing       no responses');
  });

  it('refuses wrk output without the totals or with a kind it does not know', () => {
    expect(() => parseWrkOutput('soak-status home 200 3\n')).toThrow(/no complete soak-total line/);
    expect(() => parseWrkOutput('soak-status elsewhere 200 3\n')).toThrow(/unknown kind/);
    expect(() => parseWrkOutput('soak-latency elsewhere p50ms=1 p99ms=2 maxms=3 over1s=0\n')).toThrow(/unknown kind/);
  });
});

describe('soak plan', () => {
  const token = (key: string) => ({ key, startedAt: '1767225600000', signature: 'a+b/c=' });
  const tokens: Tokens = {
    contact: ['c1', 'c2', 'c3', 'c4'].map((k) => token(`${k}-0123456789abcdef`)),
    support: ['s1', 's2', 's3'].map((k) => token(`${k}-0123456789abcdef`)),
  };

  it('has every kind, first seen in SOAK_KINDS order, in one block each (mix.lua deals wrk threads round the kinds in plan order)', () => {
    const kinds = soakPlan(tokens).map((r) => r.kind);
    expect([...new Set(kinds)]).toEqual(Object.keys(SOAK_KINDS).filter((k) => k !== 'abuse'));
    expect(kinds).toEqual(
      [...kinds].sort((a, b) => Object.keys(SOAK_KINDS).indexOf(a) - Object.keys(SOAK_KINDS).indexOf(b)),
    );
  });

  it('posts the hidden fields of real forms, two invalid emails per form on purpose, and one post without them', () => {
    const posts = soakPlan(tokens)
      .filter((r) => r.kind === 'form')
      .map((r) => new URLSearchParams(r.body));
    expect(posts).toHaveLength(8);
    expect(posts.filter((p) => p.get('key') === null)).toHaveLength(1);
    expect(posts.filter((p) => p.get('email') === 'not-an-email').map((p) => p.get('key'))).toEqual([
      'c3-0123456789abcdef',
      'c4-0123456789abcdef',
      's2-0123456789abcdef',
      's3-0123456789abcdef',
    ]);
    expect(posts[0]!.get('signature')).toBe('a+b/c=');
  });

  it('round-trips through the plan file format mix.lua reads', () => {
    const plan = soakPlan(tokens);
    expect(plan.map(encodePlanLine).map(decodePlanLine)).toEqual(plan);
    expect(encodePlan(plan).split('\n')[0]).toBe('pace\tform\t250');
    expect(() => encodePlanLine({ ...plan[0]!, path: '/a\tb' })).toThrow(/tab or newline/);
    expect(() => encodePlanLine({ ...plan[0]!, headers: { Host: 'a|b' } })).toThrow(/\|/);
  });

  it('checks every GET once before the load but only one post per path and answer type', () => {
    const sample = preflightSample(soakPlan(tokens));
    expect(sample.filter((r) => r.kind !== 'form')).toEqual(soakPlan(tokens).filter((r) => r.kind !== 'form'));
    expect(sample.filter((r) => r.kind === 'form').map((r) => `${r.path} ${r.headers.Accept}`)).toEqual([
      '/api/contact application/json',
      '/api/contact text/html',
      '/api/support application/json',
      '/api/support text/html',
      '/api/contact text/html',
    ]);
  });

  it('reads only hidden inputs from a form page, entities decoded', () => {
    const html =
      '<form><input type="hidden" name="key" value="k-1"/><input name="website" type="text" value=""/><input value="1767225600000" type="hidden" name="startedAt"/><input type="hidden" name="sig" value="a&amp;b&quot;"/></form>';
    expect(hiddenFields(html)).toEqual({ key: 'k-1', startedAt: '1767225600000', sig: 'a&b"' });
  });
});
