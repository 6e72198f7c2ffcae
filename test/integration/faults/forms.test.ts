/**
 * Fault matrix, forms rows: the database (D1) down, the form service down, refused or slow.
 *
 * `SELF.fetch` cannot swap a binding, so these requests go to the worker's own default export
 * (`worker.fetch`, the handler workerd calls) with the test env, whose `DB` is the real D1 binding
 * wrapped to throw like an unavailable database for every statement (or only the rate-limit read).
 * The form service is the real `fetch` of this isolate, replaced for form-service URLs only.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../../worker/index.ts';
import type { Env } from '../../../worker/env.ts';
import { FORM_MESSAGES, type FormErrorBody } from '../../../common/forms/form-messages.ts';
import { getSubmission } from '../../../worker/forms/submissions.ts';
import { LEAD, ip, leadFields } from '../forms-post.ts';
import { originOf, urlOf } from '../../tenant-hosts.ts';

const realEnv = env as unknown as Env;
/** The delivery timeout in these tests: a slow form service gives up after this. */
const TIMEOUT_MS = 300;

const D1_DOWN = new Error('D1_ERROR: Network connection lost.');

/** The real D1 binding, except that statements whose SQL matches `fails` reject like an unavailable database. */
function failingDb(real: D1Database, fails: (sql: string) => boolean): D1Database {
  const broken = {
    bind: () => broken,
    first: () => Promise.reject(D1_DOWN),
    run: () => Promise.reject(D1_DOWN),
    all: () => Promise.reject(D1_DOWN),
    raw: () => Promise.reject(D1_DOWN),
  };
  return new Proxy(real, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => (fails(sql) ? broken : target.prepare(sql));
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const DB_DOWN = () => true;
const RATE_LIMIT_READ_DOWN = (sql: string) => sql.startsWith('SELECT count FROM rate_limits');

interface Received {
  key: string | null;
  body: { id: string; kind: string; fields: Record<string, unknown> };
}

/** The tenant's form service in one state; every other fetch (analytics, ...) goes through as usual. */
function formService(state: 'up' | 'down' | 'refused' | 'slow') {
  const received: Received[] = [];
  const real = globalThis.fetch;
  let pending = 0;
  /** Why each held delivery ended: the name of its abort reason (`TimeoutError` from the worker's own timeout). */
  const aborted: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith('https://forms.')) return real(input, init);
    if (state === 'down') return new Response('maintenance', { status: 503 });
    if (state === 'refused') throw new TypeError('Network connection lost.');
    if (state === 'slow') {
      pending++;
      // Never answers: only the worker's own abort ends the attempt, so an answer to the visitor
      // proves it did not wait for the service, with no clock in the test.
      await new Promise((_, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted.push((init.signal!.reason as Error | undefined)?.name ?? String(init.signal!.reason));
          reject(init.signal!.reason);
        });
      }).finally(() => pending--);
    }
    received.push({ key: new Headers(init?.headers).get('idempotency-key'), body: JSON.parse(String(init?.body)) });
    return new Response(null, { status: 202 });
  });
  return { received, pending: () => pending, aborted };
}

afterEach(() => vi.restoreAllMocks());

/** Sends a form post through the worker's fetch handler with the given database; waits for its background work. */
async function post(db: D1Database, body: Record<string, string>, json: boolean) {
  const faultyEnv = { ...realEnv, DB: db, FORM_TIMEOUT_MS: String(TIMEOUT_MS) } as Env;
  const request = new Request(urlOf('default', '/api/contact'), {
    method: 'POST',
    headers: {
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      ...(json && { accept: 'application/json' }),
      'cf-connecting-ip': ip(),
      origin: originOf('default'),
    },
    body: json ? JSON.stringify(body) : new URLSearchParams(body).toString(),
  });
  const ctx = createExecutionContext();
  const res = await worker.fetch!(request as never, faultyEnv, ctx);
  return { res, settled: () => waitOnExecutionContext(ctx) };
}

const hidden = (html: string, name: string) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];

describe('D1 down', () => {
  it('rate-limit read failing: the submission goes through, stored and delivered', async () => {
    const service = formService('up');
    const body = await leadFields();
    const { res, settled } = await post(failingDb(realEnv.DB, RATE_LIMIT_READ_DOWN), body, true);
    expect(res.status).toBe(201);
    await settled();
    expect(await getSubmission(realEnv.DB, body.key!)).toMatchObject({ status: 'delivered' });
    expect(service.received.map((r) => r.key)).toEqual([body.key]);
  });

  it.each([
    [false, 303],
    [true, 201],
  ])(
    'insert failing, form service up (JSON %s): delivered straight to the form service, the visitor gets the usual success',
    async (json, status) => {
      const service = formService('up');
      const body = await leadFields();
      const { res } = await post(failingDb(realEnv.DB, DB_DOWN), body, json);
      expect(res.status).toBe(status);
      if (!json) expect(res.headers.get('location')).toBe('/thankyou?form=contact');
      expect(service.received).toEqual([
        {
          key: body.key,
          body: expect.objectContaining({
            id: body.key,
            kind: 'contact',
            fields: expect.objectContaining({ name: LEAD.name, message: LEAD.message, participants: 250 }),
          }),
        },
      ]);
    },
  );

  it('insert failing, form service down: 503 with Retry-After and the form with every value; Send again delivers it once the service is back', async () => {
    formService('down');
    const body = await leadFields();
    const { res } = await post(failingDb(realEnv.DB, DB_DOWN), body, false);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain(FORM_MESSAGES.unavailable);
    for (const value of [LEAD.name, LEAD.email, LEAD.organisation, LEAD.participants])
      expect(html).toContain(`value="${value}"`);
    expect(html).toContain(LEAD.message);
    expect(html).toMatch(/<input type="checkbox"[^>]*name="consent"[^>]*checked=""/);
    // The same key comes back, so a resend the form service already got is recognised as one.
    expect(hidden(html, 'key')).toBe(body.key);

    vi.restoreAllMocks();
    const service = formService('up');
    const resent = {
      ...LEAD,
      key: hidden(html, 'key')!,
      startedAt: hidden(html, 'startedAt')!,
      startedSig: hidden(html, 'startedSig')!,
    };
    expect((await post(failingDb(realEnv.DB, DB_DOWN), resent, false)).res.status).toBe(303);
    expect(service.received.map((r) => r.key)).toEqual([body.key]);
  });

  it('insert failing, form service refusing connections: 503 JSON the island can retry', async () => {
    formService('refused');
    const { res } = await post(failingDb(realEnv.DB, DB_DOWN), await leadFields(), true);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toEqual({ error: FORM_MESSAGES.unavailable, retryable: true } satisfies FormErrorBody);
  });

  it('insert failing, form service slow: 503 after the bounded delivery timeout, not after the service', async () => {
    const slow = formService('slow');
    const { res } = await post(failingDb(realEnv.DB, DB_DOWN), await leadFields(), true);
    expect(res.status).toBe(503);
    expect(((await res.json()) as FormErrorBody).retryable).toBe(true);
    // The service never answers: the one attempt ended on the worker's delivery timeout, then the 503.
    expect(slow.aborted).toEqual(['TimeoutError']);
    expect(slow.pending()).toBe(0);
  });
});

describe('D1 up, form service faulty: stored before the answer, delivered later', () => {
  it.each(['down', 'refused'] as const)(
    'form service %s: 201, the submission waits for the cron trigger',
    async (state) => {
      formService(state);
      const body = await leadFields();
      const { res, settled } = await post(realEnv.DB, body, true);
      expect(res.status).toBe(201);
      await settled();
      expect(await getSubmission(realEnv.DB, body.key!)).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: expect.stringMatching(/^form service (answered 503|unreachable)/),
      });
    },
  );

  it('form service slow: the answer does not wait for it; the attempt times out and the cron run after the backoff delivers', async () => {
    const slow = formService('slow');
    const body = await leadFields();
    const { res, settled } = await post(realEnv.DB, body, true);
    expect(res.status).toBe(201);
    // The visitor already has the answer while the delivery attempt is still waiting.
    await vi.waitFor(() => expect(slow.pending()).toBe(1));
    await settled();
    expect(await getSubmission(realEnv.DB, body.key!)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringContaining('unreachable'),
    });

    vi.restoreAllMocks();
    const service = formService('up');
    const cron = createExecutionContext();
    await worker.scheduled!(
      createScheduledController({ scheduledTime: Date.now() + 61_000, cron: '* * * * *' }),
      realEnv,
      cron,
    );
    await waitOnExecutionContext(cron);
    expect(service.received.map((r) => r.key)).toContain(body.key);
    expect(await getSubmission(realEnv.DB, body.key!)).toMatchObject({ status: 'delivered' });
  });
});
