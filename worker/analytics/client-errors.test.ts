import { describe, expect, it } from 'vitest';
import { MAX_CLIENT_ERROR_BYTES, parseClientError } from './client-errors.ts';
import { originOf, urlOf } from '../../test/tenant-hosts.ts';

const URL_ = new URL(urlOf('default', '/api/client-error'));
const ok = {
  description: 'island failed to load: TypeError: x',
  fatal: false,
  page: urlOf('default', '/contact'),
};
const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request(URL_, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: originOf('default'),
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
  });

describe('parseClientError', () => {
  it('accepts a beacon from our own page (text/plain) and a JSON post', async () => {
    expect(await parseClientError(post(JSON.stringify(ok)), URL_)).toEqual(ok);
    expect(await parseClientError(post(JSON.stringify(ok), { 'content-type': 'application/json' }), URL_)).toEqual(ok);
  });

  it('accepts a caller that sends neither Origin nor Sec-Fetch-Site', async () => {
    const req = new Request(URL_, {
      method: 'POST',
      body: JSON.stringify(ok),
      headers: { 'content-type': 'application/json' },
    });
    expect(await parseClientError(req, URL_)).toEqual(ok);
  });

  it.each([
    ['another origin', post(JSON.stringify(ok), { origin: 'https://evil.example' }), 403],
    ['a cross-site fetch', post(JSON.stringify(ok), { 'sec-fetch-site': 'cross-site' }), 403],
    ['a same-site (other subdomain) fetch', post(JSON.stringify(ok), { 'sec-fetch-site': 'same-site' }), 403],
    ['a form content type', post('description=x', { 'content-type': 'application/x-www-form-urlencoded' }), 415],
    ['a body over the limit', post(JSON.stringify({ ...ok, description: 'x'.repeat(MAX_CLIENT_ERROR_BYTES) })), 413],
    ['a Content-Length over the limit', post('{}', { 'content-length': String(MAX_CLIENT_ERROR_BYTES + 1) }), 413],
    ['not JSON', post('{oops'), 400],
    ['an empty body', post(null), 400],
    ['a JSON array', post('[]'), 400],
    ['fatal: true', post(JSON.stringify({ ...ok, fatal: true })), 400],
    ['no fatal', post(JSON.stringify({ description: 'x', page: ok.page })), 400],
    ['an empty description', post(JSON.stringify({ ...ok, description: '   ' })), 400],
    ['a description over 500 characters', post(JSON.stringify({ ...ok, description: 'x'.repeat(501) })), 400],
    ['a page that is not a URL', post(JSON.stringify({ ...ok, page: '/contact' })), 400],
    ['a javascript: page', post(JSON.stringify({ ...ok, page: 'javascript:alert(1)' })), 400],
    ["another site's page", post(JSON.stringify({ ...ok, page: 'https://evil.example/' })), 400],
    ['extra fields', post(JSON.stringify({ ...ok, email: 'a@b.example' })), 400],
  ])('rejects %s with %i', async (_label, req, status) => {
    expect(await parseClientError(req, URL_)).toMatchObject({ status, message: expect.any(String) });
  });

  it('names every field problem', async () => {
    const result = await parseClientError(post(JSON.stringify({ description: '', fatal: true })), URL_);
    expect(result).toMatchObject({ status: 400, message: expect.stringMatching(/description: .*fatal: .*page: /) });
  });
});
