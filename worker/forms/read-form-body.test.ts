import { describe, expect, it } from 'vitest';
import { DRAIN_LIMITS, MAX_RAW_FORM_BYTES, readCapped, readFormBody } from './read-form-body.ts';
import { urlOf } from '../../test/tenant-hosts.ts';

/** A body of `total` bytes in 16 KB chunks that counts how much of it was pulled. */
function countingStream(total: number) {
  const pulled = { bytes: 0 };
  const chunk = new TextEncoder().encode('a'.repeat(16 * 1024));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

const post = (type: string, body: string) =>
  new Request(urlOf('default', '/api/contact'), { method: 'POST', headers: { 'content-type': type }, body });

describe('readCapped', () => {
  it('keeps the cap and drains the rest of a long body to its end (the connection stays in step)', async () => {
    const { stream, pulled } = countingStream(8 * 1024 * 1024);
    const { bytes, overCap, drained } = await readCapped(stream, 64 * 1024);
    expect(overCap).toBe(true);
    expect(drained).toBe(true);
    expect(bytes.byteLength).toBe(64 * 1024);
    expect(pulled.bytes).toBe(8 * 1024 * 1024);
  });
  it('cancels a body past the drain bound of DRAIN_LIMITS.bytes', async () => {
    const { stream, pulled } = countingStream(DRAIN_LIMITS.bytes * 4);
    const { overCap, drained } = await readCapped(stream, 64 * 1024);
    expect(overCap).toBe(true);
    expect(drained).toBe(false);
    expect(pulled.bytes).toBeLessThan(DRAIN_LIMITS.bytes * 2);
  });
  it('reads a body of exactly the cap whole', async () => {
    const { stream } = countingStream(64 * 1024);
    expect(await readCapped(stream, 64 * 1024)).toMatchObject({
      overCap: false,
      timedOut: false,
      bytes: expect.objectContaining({ byteLength: 64 * 1024 }),
    });
  });
  it('gives up on a body that trickles past the deadline, with what had arrived', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('name=Anna&message=hel'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const { bytes, timedOut } = await readCapped(stream, 64 * 1024, 50);
    expect(timedOut).toBe(true);
    expect(cancelled).toBe(true);
    expect(new TextDecoder().decode(bytes)).toBe('name=Anna&message=hel');
  });
});

describe('readFormBody', () => {
  it('reads urlencoded and JSON forms, strings only', async () => {
    expect(await readFormBody(post('application/x-www-form-urlencoded', 'name=%E5%B1%B1%E7%94%B0&x=1'))).toEqual({
      ok: true,
      values: { name: '山田', x: '1' },
    });
    expect(await readFormBody(post('application/json', '{"name":"山田","n":1}'))).toEqual({
      ok: true,
      values: { name: '山田' },
    });
    expect(await readFormBody(post('application/json', '{'))).toEqual({ ok: false, status: 400, values: {} });
  });
  it('over the cap: 413 with the fields it could read, the cut one without a broken tail', async () => {
    const body = `name=Anna&message=${encodeURIComponent('山'.repeat(MAX_RAW_FORM_BYTES))}`;
    const r = await readFormBody(post('application/x-www-form-urlencoded', body));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status).toBe(413);
    expect(r.values.name).toBe('Anna');
    expect(r.values.message).toMatch(/^山{7000,}$/);
  });
  it('another content type: 415, with the values of a multipart or text/plain form kept', async () => {
    const data = new FormData();
    data.set('name', 'Anna Berg');
    const multipart = new Request(urlOf('default', '/api/contact'), { method: 'POST', body: data });
    expect(await readFormBody(multipart)).toEqual({ ok: false, status: 415, values: { name: 'Anna Berg' } });
    expect(await readFormBody(post('text/plain', 'name=Anna Berg\r\nmessage=a=b'))).toEqual({
      ok: false,
      status: 415,
      values: { name: 'Anna Berg', message: 'a=b' },
    });
    expect(await readFormBody(post('application/xml', '<x/>'))).toEqual({ ok: false, status: 415, values: {} });
  });
});
