import { describe, expect, it } from 'vitest';
import { MAX_RAW_FORM_BYTES, readFormBody } from './read-form-body.ts';
import { urlOf } from '../../test/tenant-hosts.ts';

const post = (type: string, body: string) =>
  new Request(urlOf('default', '/api/contact'), { method: 'POST', headers: { 'content-type': type }, body });

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
