import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { settingsOf, type Env } from '../../worker/env.ts';
import { FORM_MESSAGES, type FormErrorBody } from '../../common/forms/form-messages.ts';
import { verifyFormStamp } from '../../worker/http/form-stamp.ts';
import { getSubmission } from '../../worker/forms/submissions.ts';
import { LEAD, leadFields, postForm, stampFields } from './forms-post.ts';
import { get } from './helpers.ts';
import { originOf, urlOf } from '../tenant-hosts.ts';
import { insideOneMinute } from '../inside-one-minute.ts';

const DB = (env as unknown as Env).DB;
const hidden = (html: string, name: string) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];
const SUPPORT = {
  name: 'Ola Nordmann',
  email: 'ola@school.example',
  category: 'tracker-sync',
  message: 'My Garmin steps stopped syncing on Monday.',
};

describe('the body is read as a capped stream (memory)', () => {
  it('a multi-megabyte chunked upload gets 413 quickly; the rest is drained, never kept', async () => {
    let pulled = 0;
    let ended = false;
    const chunk = new TextEncoder().encode(`message=${'x'.repeat(64 * 1024 - 8)}`);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 8 * 1024 * 1024) return void ((ended = true), controller.close());
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await get(urlOf('default', '/api/contact'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as FormErrorBody).error).toBe(FORM_MESSAGES.tooLarge);
    // Only 64 KiB is kept; the rest is read and dropped (DRAIN_LIMITS) so the connection stays in
    // step for the next request: all 8 MB are pulled, to the body's end, so the drain finished
    // before its 2 s bound (past it the reader is let go and the end is never reached).
    expect(pulled).toBeGreaterThanOrEqual(8 * 1024 * 1024);
    expect(ended).toBe(true);
  });
});

describe('sizes are counted fairly, on decoded text per field', () => {
  it('a 2,000-character Japanese message (18 KB percent-encoded) is accepted and stored as typed', async () => {
    const message = '来月から社員250名で歩数チャレンジを始めたいと考えています。'.repeat(70).slice(0, 2000);
    const body = await leadFields({ name: '山田 花子', organisation: '北風ロジスティクス株式会社', message });
    expect(new URLSearchParams(body).toString().length).toBeGreaterThan(16 * 1024);
    const res = await postForm('/api/contact', body);
    expect(res.status).toBe(303);
    expect(JSON.parse((await getSubmission(DB, body.key!))!.payload)).toMatchObject({ name: '山田 花子', message });
  });

  it('a message over 5000 characters is a field error (422) with every value kept, not a 413', async () => {
    const res = await postForm('/api/contact', await leadFields({ message: '長'.repeat(5001) }));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Please keep your message to at most 5,000 characters.');
    expect(html).toContain('value="Northwind Logistics"');
    expect(html).toContain('長'.repeat(5001));
  });

  it('over the 64 KiB raw cap: 413 page that keeps the values it could read', async () => {
    const res = await postForm('/api/contact', await leadFields({ message: 'x'.repeat(70_000) }));
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(html).toContain(FORM_MESSAGES.tooLarge);
    expect(html).toContain('value="Northwind Logistics"');
    expect(html).toContain('value="anna@northwind.example"');
  });

  it('415 page keeps the values of a form sent as text/plain', async () => {
    const body = Object.entries(await leadFields())
      .map(([k, v]) => `${k}=${v}`)
      .join('\r\n');
    const res = await get(urlOf('default', '/api/contact'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    expect(res.status).toBe(415);
    const html = await res.text();
    expect(html).toContain('value="Northwind Logistics"');
    expect(html).toContain(LEAD.message);
  });
});

describe('the rate limit counts stored submissions only', () => {
  it('five validation errors, then the corrected form is accepted', async () => {
    const client = { 'cf-connecting-ip': '203.0.113.201' };
    for (let i = 0; i < 5; i++)
      expect((await postForm('/api/contact', await leadFields({ email: 'anna@' }), true, client)).status).toBe(422);
    expect((await postForm('/api/contact', await leadFields(), true, client)).status).toBe(201);
  });

  it('a duplicate (same key) does not count: five stored, then 429', async () => {
    insideOneMinute();
    const client = { 'cf-connecting-ip': '203.0.113.202' };
    const first = await leadFields();
    const statuses = [
      (await postForm('/api/contact', first, true, client)).status,
      (await postForm('/api/contact', first, true, client)).status,
    ];
    for (let i = 0; i < 4; i++)
      statuses.push((await postForm('/api/contact', await leadFields(), true, client)).status);
    expect(statuses).toEqual([201, 200, 201, 201, 201, 201]);
    const sixth = await postForm('/api/contact', await leadFields(), true, client);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('a reused key', () => {
  it('with the same content gets the same success answer, plain or JSON, and is stored once', async () => {
    const body = await leadFields();
    expect((await postForm('/api/contact', body)).status).toBe(303);
    const again = await postForm('/api/contact', body);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/thankyou?form=contact');
    expect(await (await postForm('/api/contact', body, true)).json()).toEqual({ id: body.key, status: 'received' });
  });

  it('with other content: 409 with a fresh stamp the island can send the new content with; the first stays as received', async () => {
    const body = await leadFields();
    expect((await postForm('/api/contact', body, true)).status).toBe(201);
    const changed = { ...body, message: 'Actually we are 400 people, and we would like to start in March.' };
    const res = await postForm('/api/contact', changed, true);
    expect(res.status).toBe(409);
    const json = (await res.json()) as FormErrorBody;
    expect(json.error).toBe(FORM_MESSAGES.conflict);
    expect(json.stamp!.key).not.toBe(body.key);
    expect(await verifyFormStamp(settingsOf(env as unknown as Env), json.stamp!)).toBe(true);
    expect(JSON.parse((await getSubmission(DB, body.key!))!.payload).message).toBe(LEAD.message);

    const resent = await postForm(
      '/api/contact',
      {
        ...changed,
        key: json.stamp!.key,
        startedAt: String(json.stamp!.startedAt),
        startedSig: json.stamp!.startedSig,
      },
      true,
    );
    expect(resent.status).toBe(201);
    expect(JSON.parse((await getSubmission(DB, json.stamp!.key))!.payload).message).toBe(changed.message);
  });

  it('for another form kind: 409; without JavaScript the form comes back with the values and a fresh key', async () => {
    const stamp = await stampFields();
    expect((await postForm('/api/contact', { ...LEAD, ...stamp })).status).toBe(303);
    const res = await postForm('/api/support', { ...SUPPORT, ...stamp });
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain(FORM_MESSAGES.conflict);
    expect(html).toContain(SUPPORT.message);
    expect(hidden(html, 'key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(hidden(html, 'key')).not.toBe(stamp.key);
  });
});

describe('cross-site posts and the signed time trap', () => {
  it('a post from another site gets 403: JSON for the island, an explaining page that echoes nothing for a plain form', async () => {
    const body = await leadFields({ name: 'Mallory Injected' });
    const json = await postForm('/api/contact', body, true, { origin: 'https://evil.example' });
    expect(json.status).toBe(403);
    expect(((await json.json()) as FormErrorBody).error).toBe(FORM_MESSAGES.crossSite);
    const page = await postForm('/api/contact', body, false, { origin: 'https://evil.example' });
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain(FORM_MESSAGES.crossSite);
    expect(html).not.toContain('Mallory Injected');
    expect(await getSubmission(DB, body.key!)).toBeNull();
  });

  it('another brand of the same worker is another site; Sec-Fetch-Site cross-site without Origin too', async () => {
    expect((await postForm('/api/contact', await leadFields(), true, { origin: originOf('cofi') })).status).toBe(403);
    expect((await postForm('/api/contact', await leadFields(), true, { 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
  });

  it("the tenant's own pages may post: its origin, another of its hosts, a subtenant host", async () => {
    for (const origin of [originOf('default'), 'https://www.teamtrek.app', 'https://fitmap.example']) {
      expect((await postForm('/api/contact', await leadFields(), true, { origin })).status, origin).toBe(201);
    }
  });

  it('an edited or missing signature fails the time trap', async () => {
    const signed = await leadFields();
    const edited = await postForm(
      '/api/contact',
      { ...signed, startedAt: String(Number(signed.startedAt) - 60_000) },
      true,
    );
    expect(edited.status).toBe(400);
    expect(((await edited.json()) as FormErrorBody).error).toBe(FORM_MESSAGES.unsigned);
    const { startedSig: _sig, ...unsigned } = signed;
    expect((await postForm('/api/contact', unsigned, true)).status).toBe(400);
  });

  it('the contact page carries a signed render time, so sending it at once fails the trap', async () => {
    const html = await (await get(urlOf('default', '/contact'))).text();
    const stamp = {
      key: hidden(html, 'key')!,
      startedAt: Number(hidden(html, 'startedAt')),
      startedSig: hidden(html, 'startedSig')!,
    };
    expect(await verifyFormStamp(settingsOf(env as unknown as Env), stamp)).toBe(true);
    const res = await postForm(
      '/api/contact',
      { ...LEAD, key: stamp.key, startedAt: String(stamp.startedAt), startedSig: stamp.startedSig },
      true,
    );
    expect(((await res.json()) as FormErrorBody).error).toBe(FORM_MESSAGES.tooQuick);
  });
});
