import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from './env.ts';
import {
  DECISION_MEMO_CHARS,
  DECISION_MEMO_SIZE,
  MAX_REMEMBERED_URL_CHARS,
  rememberedDecision,
  type RememberedDecision,
} from './decision-memo.ts';

/** A distinct entry per call, and how many times `decide` ran. */
function decider() {
  let calls = 0;
  return {
    decide: () => ({ path: `/call-${++calls}` }) as unknown as RememberedDecision,
    calls: () => calls,
  };
}
const get = (url: string) => new Request(url);

describe('rememberedDecision: a URL decided once per isolate and env', () => {
  it('decides a URL once, and each URL (host, path and query) on its own', () => {
    const testEnv = { ...(env as unknown as Env) };
    const d = decider();
    const first = rememberedDecision(get('https://a.example/x'), testEnv, d.decide);
    expect(rememberedDecision(get('https://a.example/x'), testEnv, d.decide)).toBe(first);
    expect(d.calls()).toBe(1);
    for (const other of ['https://b.example/x', 'https://a.example/x?tenant=fitmap', 'https://a.example/de/x'])
      expect(rememberedDecision(get(other), testEnv, d.decide)).not.toBe(first);
    expect(d.calls()).toBe(4);
  });

  it('decides again for another env object (its vars may differ)', () => {
    const d = decider();
    rememberedDecision(get('https://a.example/y'), { ...(env as unknown as Env) }, d.decide);
    rememberedDecision(get('https://a.example/y'), { ...(env as unknown as Env), TENANT: 'cofi' }, d.decide);
    expect(d.calls()).toBe(2);
  });

  it(`keeps at most ${DECISION_MEMO_SIZE} URLs, the oldest going first`, () => {
    const testEnv = { ...(env as unknown as Env) };
    const d = decider();
    const url = (i: number) => `https://a.example/p${i}`;
    for (let i = 0; i <= DECISION_MEMO_SIZE; i++) rememberedDecision(get(url(i)), testEnv, d.decide);
    expect(d.calls()).toBe(DECISION_MEMO_SIZE + 1);
    // The newest are kept; the first went when the limit was reached.
    rememberedDecision(get(url(DECISION_MEMO_SIZE)), testEnv, d.decide);
    rememberedDecision(get(url(1)), testEnv, d.decide);
    expect(d.calls()).toBe(DECISION_MEMO_SIZE + 1);
    rememberedDecision(get(url(0)), testEnv, d.decide);
    expect(d.calls()).toBe(DECISION_MEMO_SIZE + 2);
  });

  it(`holds at most ${DECISION_MEMO_CHARS} characters of URL: long URLs evict the oldest before ${DECISION_MEMO_SIZE} entries`, () => {
    const testEnv = { ...(env as unknown as Env) };
    const d = decider();
    const url = (i: number) => `https://a.example/p${String(i).padStart(4, '0')}?q=${'x'.repeat(1900)}`;
    const length = url(0).length;
    expect(length).toBeLessThanOrEqual(MAX_REMEMBERED_URL_CHARS);
    const fit = Math.floor(DECISION_MEMO_CHARS / length);
    expect(fit).toBeLessThan(DECISION_MEMO_SIZE);
    for (let i = 0; i < fit; i++) rememberedDecision(get(url(i)), testEnv, d.decide);
    // All of them fit: asked again, none is decided again.
    for (let i = 0; i < fit; i++) rememberedDecision(get(url(i)), testEnv, d.decide);
    expect(d.calls()).toBe(fit);
    // One more pushes out the oldest, and only it.
    rememberedDecision(get(url(fit)), testEnv, d.decide);
    rememberedDecision(get(url(1)), testEnv, d.decide);
    expect(d.calls()).toBe(fit + 1);
    rememberedDecision(get(url(0)), testEnv, d.decide);
    expect(d.calls()).toBe(fit + 2);
  });

  it(`decides a URL over ${MAX_REMEMBERED_URL_CHARS} characters every time and keeps the memo as it was`, () => {
    const testEnv = { ...(env as unknown as Env) };
    const d = decider();
    rememberedDecision(get('https://a.example/short'), testEnv, d.decide);
    const long = `https://a.example/long?q=${'y'.repeat(8 * 1024)}`;
    for (let i = 0; i < 3; i++) rememberedDecision(get(long), testEnv, d.decide);
    expect(d.calls()).toBe(4);
    rememberedDecision(get('https://a.example/short'), testEnv, d.decide);
    expect(d.calls()).toBe(4);
  });

  it('remembers nothing when deciding throws (the pipeline answers, and the next request decides again)', () => {
    const testEnv = { ...(env as unknown as Env) };
    const d = decider();
    expect(() =>
      rememberedDecision(get('https://a.example/z'), testEnv, () => {
        throw new Error('content not loaded');
      }),
    ).toThrow('content not loaded');
    rememberedDecision(get('https://a.example/z'), testEnv, d.decide);
    expect(d.calls()).toBe(1);
  });

  it('gives the same objects to every request, frozen: a change by one request throws instead of reaching the next', () => {
    const testEnv = { ...(env as unknown as Env) };
    const entry = rememberedDecision(get('https://a.example/frozen'), testEnv, () => ({
      facts: { locale: 'en' } as RememberedDecision['facts'],
      origins: { app: null, legacy: null } as unknown as RememberedDecision['origins'],
      decision: { kind: 'not-found' },
      path: '/frozen',
      cacheKeys: new Map(),
    }));
    expect(() => ((entry as { path: string }).path = '/other')).toThrow(TypeError);
    expect(() => ((entry.decision as { kind: string }).kind = 'page')).toThrow(TypeError);
    expect(() => ((entry.facts as { locale: string }).locale = 'de')).toThrow(TypeError);
  });
});
