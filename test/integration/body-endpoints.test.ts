/**
 * The body-taking endpoints besides the forms (forms-oversized-then-next.test.ts) read
 * through the one body reader (worker/http/read-body.ts): a limit on the bytes actually read, a
 * deadline, refused bodies drained (read to their end, not cancelled), and a per-client limit.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index.ts';
import { CLIENT_ERRORS_PER_MINUTE, CLIENT_ERROR_BODY_DEADLINE_MS } from '../../worker/analytics/client-errors.ts';
import { MAX_WEBHOOK_BYTES, WEBHOOK_REFUSALS_PER_MINUTE } from '../../worker/content/cms/cms-webhook.ts';
import { DRAIN_LIMITS } from '../../worker/http/read-body.ts';
import { HOSTS } from './helpers.ts';
import { insideOneMinute } from '../inside-one-minute.ts';

const SECRET = 'webhook-test-secret';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const COLLECT = 'https://www.google-analytics.com/mp/collect';

async function send(request: Request) {
  const ctx = createExecutionContext();
  const res = await worker.fetch!(request as never, { ...env, CMS_WEBHOOK_SECRET: SECRET } as never, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

/** A body of `total` bytes in 64 KiB chunks (chunked: no Content-Length) that counts what was pulled and whether it was cancelled. */
function streamed(total: number) {
  const seen = { pulled: 0, cancelled: false };
  const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= total) return controller.close();
      seen.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { body, seen };
}

/**
 * A body that sends a few bytes and then nothing more (a trickle that outlasts any deadline);
 * `waiting` settles when the reader has taken those bytes.
 */
function trickle() {
  const seen = { cancelled: false };
  let asked: () => void = () => {};
  const waiting = new Promise<void>((resolve) => (asked = resolve));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"description":'));
    },
    // Called once the first bytes were taken: the reader is on, its deadline set.
    pull() {
      asked();
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { body, seen, waiting };
}

let n = 0;
const address = () => `203.0.113.${++n}`;

const clientError = (body: BodyInit, ip = address(), query = '') =>
  new Request(`https://${HOSTS.default}/api/client-error${query}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: `https://${HOSTS.default}`,
      'user-agent': BROWSER,
      'cf-connecting-ip': ip,
    },
    body,
  });
const report = (i = 0) =>
  JSON.stringify({ description: `island failed ${i}`, fatal: false, page: `https://${HOSTS.default}/pricing` });

const webhook = (body: BodyInit, authorization?: string, ip = address()) =>
  new Request(`https://${HOSTS.cofi}/__cms/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, ...(authorization && { authorization }) },
    body,
  });

let forwarded = 0;
beforeEach(() => {
  forwarded = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input, init);
    if (!req.url.startsWith(COLLECT)) return real(input, init);
    forwarded++;
    return new Response(null, { status: 204 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('POST /api/client-error', () => {
  it('a chunked body over the limit: 413, the body drained to its end, not cancelled', async () => {
    const { body, seen } = streamed(1024 * 1024);
    const { res } = await send(clientError(body));
    expect(res.status).toBe(413);
    expect(seen).toEqual({ pulled: 1024 * 1024, cancelled: false });
  });

  it('a cross-site report is refused after its body is drained, not left unread', async () => {
    const { body, seen } = streamed(256 * 1024);
    const req = clientError(body);
    req.headers.set('origin', 'https://evil.example');
    expect((await send(req)).res.status).toBe(403);
    expect(seen).toEqual({ pulled: 256 * 1024, cancelled: false });
  });

  it(`a body trickled past ${CLIENT_ERROR_BODY_DEADLINE_MS} ms: 408 at the deadline, not held open`, async () => {
    // The test's own clock (the worker runs in this isolate): the deadline is read off it, not waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { body, seen, waiting } = trickle();
    const ctx = createExecutionContext();
    let answered = false;
    const answer = Promise.resolve(
      worker.fetch!(clientError(body) as never, { ...env, CMS_WEBHOOK_SECRET: SECRET } as never, ctx),
    );
    void answer.then(() => (answered = true));
    await waiting;
    await vi.advanceTimersByTimeAsync(CLIENT_ERROR_BODY_DEADLINE_MS - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const res = await answer;
    expect(res.status).toBe(408);
    await res.text();
    // What still trickles is drained behind the answer, within its own bound.
    await vi.advanceTimersByTimeAsync(DRAIN_LIMITS.ms);
    await waitOnExecutionContext(ctx);
    expect(seen.cancelled).toBe(false);
  });

  it(`forwards at most ${CLIENT_ERRORS_PER_MINUTE} reports a minute from one client, then 429`, async () => {
    insideOneMinute();
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await send(clientError(report(i), ip))).res.status);
    expect(statuses.slice(0, CLIENT_ERRORS_PER_MINUTE)).toEqual(Array(CLIENT_ERRORS_PER_MINUTE).fill(204));
    expect(new Set(statuses.slice(CLIENT_ERRORS_PER_MINUTE))).toEqual(new Set([429]));
    expect(forwarded).toBe(CLIENT_ERRORS_PER_MINUTE);
    // Another client is not held back by this one.
    expect((await send(clientError(report()))).res.status).toBe(204);
  });

  it('a preview parameter does not give the client a new bucket', async () => {
    insideOneMinute();
    const ip = address();
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE; i++)
      expect((await send(clientError(report(i), ip))).res.status).toBe(204);
    for (const query of ['?baseTenant=cofi', '?tenant=fitmap', '?baseTenant=cofi&tenant=mzg'])
      expect(`${query} → ${(await send(clientError(report(), ip, query))).res.status}`).toBe(`${query} → 429`);
  });
});

describe('POST /__cms/webhook', () => {
  it('the right secret and a 20 MiB chunked body: 413 on the bytes read, not 202 after reading it all in', async () => {
    const { body, seen } = streamed(20 * 1024 * 1024);
    const { res } = await send(webhook(body, `Bearer ${SECRET}`));
    expect(res.status).toBe(413);
    expect(seen.cancelled).toBe(false);
    expect(MAX_WEBHOOK_BYTES).toBeLessThan(seen.pulled);
  });

  it.each([
    ['no secret', undefined],
    ['a wrong secret', 'Bearer guessed'],
  ])('%s and a 200 KB body: 401, the body drained, not cancelled', async (_label, authorization) => {
    const { body, seen } = streamed(200 * 1024);
    expect((await send(webhook(body, authorization))).res.status).toBe(401);
    expect(seen.pulled).toBeGreaterThanOrEqual(200 * 1024);
    expect(seen.cancelled).toBe(false);
  });

  it(`an address with ${WEBHOOK_REFUSALS_PER_MINUTE} refusals a minute gets 429 without the secret, its body drained`, async () => {
    insideOneMinute();
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < WEBHOOK_REFUSALS_PER_MINUTE + 5; i++)
      statuses.push((await send(webhook('{}', 'Bearer guessed', ip))).res.status);
    expect(statuses.slice(0, WEBHOOK_REFUSALS_PER_MINUTE)).toEqual(Array(WEBHOOK_REFUSALS_PER_MINUTE).fill(401));
    expect(new Set(statuses.slice(WEBHOOK_REFUSALS_PER_MINUTE))).toEqual(new Set([429]));
    const { body, seen } = streamed(128 * 1024);
    expect((await send(webhook(body, 'Bearer guessed-again', ip))).res.status).toBe(429);
    expect(seen).toEqual({ pulled: 128 * 1024, cancelled: false });
  });

  it("the right secret is taken from an address others' bad calls put over the limit (a shared egress)", async () => {
    insideOneMinute();
    const ip = address();
    for (let i = 0; i < WEBHOOK_REFUSALS_PER_MINUTE + 2; i++) await send(webhook('{}', 'Bearer guessed', ip));
    expect((await send(webhook('{}', undefined, ip))).res.status).toBe(429);
    const event = JSON.stringify({ event: 'entry.update', model: 'page' });
    for (let i = 0; i < 3; i++) {
      const ok = await send(webhook(event, `Bearer ${SECRET}`, ip));
      expect(`${ok.res.status} ${ok.text}`).toBe('202 {"ignored":"entry.update of page"}');
    }
    // And the limit still holds for the others.
    expect((await send(webhook('{}', 'Bearer guessed', ip))).res.status).toBe(429);
    // Strapi at another address is not affected either.
    const other = await send(webhook(event, `Bearer ${SECRET}`));
    expect(other.res.status).toBe(202);
  });
});
