import { createScheduledController, createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index.ts';
import type { Env } from '../../worker/env.ts';
import { getSubmission } from '../../worker/forms/submissions.ts';
import { LEAD, ip, leadFields as fields, postForm as post, stampFields } from './forms-post.ts';
import { get } from './helpers.ts';
import { urlOf } from '../tenant-hosts.ts';
import { insideOneMinute } from '../inside-one-minute.ts';

const DB = (env as unknown as Env).DB;

afterEach(() => vi.restoreAllMocks());

/** Fails every request to the form service (an outage) while letting everything else through. */
function formServiceDown() {
  const real = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    return url.includes('forms.') ? Promise.resolve(new Response('down', { status: 503 })) : real(input, init);
  });
}

async function runCron(now = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled!(
    createScheduledController({ scheduledTime: now, cron: '* * * * *' }),
    env as unknown as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

describe('contact form without JavaScript', () => {
  it('stores the lead before answering and sends the visitor to /thankyou', async () => {
    const body = await fields();
    const res = await post('/api/contact?tenant=wmm', body);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/thankyou?form=contact&tenant=wmm');
    const row = await getSubmission(DB, body.key);
    expect(row).toMatchObject({
      tenant_id: 'wmm',
      kind: 'contact',
      target_url: 'https://forms.teamtrek.example/f/contact',
    });
    expect(JSON.parse(row!.payload)).toMatchObject({ name: 'Anna Berg', participants: 250, topic: 'demo' });
  });

  it("a preview of another brand on a production host still delivers to the host's own form service", async () => {
    const body = await fields();
    expect((await post('/api/contact?tenant=cofi', body)).status).toBe(303);
    expect((await getSubmission(DB, body.key))?.target_url).toBe('https://forms.teamtrek.example/f/contact');
  });

  it('re-renders the form with the values kept and a message per field', async () => {
    const res = await post('/api/contact', await fields({ email: 'not-an-email', message: 'short', consent: '' }));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Please enter an email address such as anna@company.com.');
    expect(html).toContain('Please enter a message of at least 10 characters.');
    expect(html).toContain('Please agree to the privacy policy');
    expect(html).toContain('value="Northwind Logistics"');
    expect(html).toContain('value="not-an-email"');
  });

  it("the support form goes to the tenant's support form service", async () => {
    const body = {
      name: 'Ola Nordmann',
      email: 'ola@school.example',
      category: 'tracker-sync',
      message: 'My Garmin steps stopped syncing on Monday.',
      ...(await stampFields()),
    };
    const res = await get(urlOf('cofi', '/api/support'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip() },
      body: new URLSearchParams(body).toString(),
    });
    expect(res.status).toBe(303);
    expect((await getSubmission(DB, body.key))?.target_url).toBe('https://forms.corporatefitness.example/f/support');
  });
});

describe('contact form with JavaScript (JSON)', () => {
  it('answers 201 and stores a double submit once (idempotency key)', async () => {
    const body = await fields();
    const [a, b] = [await post('/api/contact', body, true), await post('/api/contact', body, true)];
    expect([a.status, b.status]).toEqual([201, 200]);
    const { results } = await DB.prepare('SELECT COUNT(*) AS c FROM submissions WHERE id = ?')
      .bind(body.key)
      .all<{ c: number }>();
    expect(results[0]!.c).toBe(1);
  });

  it('answers 422 with one message per field', async () => {
    const res = await post('/api/contact', await fields({ name: '', organisation: 'x' }), true);
    expect(res.status).toBe(422);
    const json = (await res.json()) as { errors: Record<string, string> };
    expect(Object.keys(json.errors).sort()).toEqual(['name', 'organisation']);
  });
});

describe('abuse is rejected with a clear 4xx', () => {
  it.each([
    ['honeypot filled', () => fields({ website: 'http://spam.example' }), 400, 'looks automated'],
    [
      'sent faster than a person can type',
      async () => ({ ...LEAD, ...(await stampFields(Date.now() - 500)) }),
      400,
      'too quickly',
    ],
    ['no idempotency key', async () => ({ ...LEAD, startedAt: String(Date.now() - 10_000) }), 400, 'out of date'],
    [
      'a form rendered two days ago',
      async () => ({ ...LEAD, ...(await stampFields(Date.now() - 48 * 3600_000)) }),
      400,
      'out of date',
    ],
  ])('%s', async (_label, body, status, message) => {
    const res = await post('/api/contact', await body(), true);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: string }).error).toContain(message);
  });

  it('an unknown content type → 415, broken JSON → 400', async () => {
    expect(
      (
        await get(urlOf('default', '/api/contact'), {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: 'hi',
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await get(urlOf('default', '/api/contact'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: '{',
        })
      ).status,
    ).toBe(400);
  });

  it('more than 5 submissions a minute from one client → 429 with Retry-After', async () => {
    insideOneMinute();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await post('/api/contact', await fields(), true, { 'cf-connecting-ip': '203.0.113.250' })).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    const last = await post('/api/contact', await fields(), true, { 'cf-connecting-ip': '203.0.113.250' });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a preview parameter (another tenant shown) does not give the client a new bucket', async () => {
    insideOneMinute();
    const client = { 'cf-connecting-ip': '203.0.113.249' };
    for (let i = 0; i < 5; i++) expect((await post('/api/contact', await fields(), true, client)).status).toBe(201);
    for (const path of [
      '/api/contact?baseTenant=cofi',
      '/api/contact?tenant=fitmap',
      '/api/contact?baseTenant=cofi&tenant=mzg',
    ])
      expect(`${path} → ${(await post(path, await fields(), true, client)).status}`).toBe(`${path} → 429`);
  });
});

describe('nothing is lost when the form service is down', () => {
  it('stores during an outage, retries with backoff from the cron trigger, and delivers each exactly once after recovery', async () => {
    const spy = formServiceDown();
    const keys: string[] = [];
    for (let i = 0; i < 3; i++) {
      const body = await fields();
      keys.push(body.key);
      expect((await post('/api/contact', body, true)).status).toBe(201);
    }
    // The answer did not wait for delivery; let the background attempts finish.
    await vi.waitFor(async () => {
      for (const k of keys) expect((await getSubmission(DB, k))?.attempts).toBe(1);
    });
    for (const k of keys)
      expect(await getSubmission(DB, k)).toMatchObject({ status: 'pending', last_error: 'form service answered 503' });

    // Still down: the cron run after the backoff fails again and doubles the wait.
    const later = Date.now() + 61_000;
    await runCron(later);
    const row = await getSubmission(DB, keys[0]!);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.next_attempt_at).toBe(later + 120_000);

    // Recovery: every stored submission is delivered once; another run sends nothing more.
    spy.mockRestore();
    const delivered: string[] = [];
    const real = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('forms.')) {
        delivered.push(JSON.parse(String(init?.body)).id);
        return new Response(null, { status: 202 });
      }
      return real(input, init);
    });
    await runCron(later + 3 * 3600_000);
    await runCron(later + 4 * 3600_000);
    expect(delivered.filter((id) => keys.includes(id)).sort()).toEqual([...keys].sort());
    for (const k of keys) expect(await getSubmission(DB, k)).toMatchObject({ status: 'delivered', last_error: null });
  });
});
