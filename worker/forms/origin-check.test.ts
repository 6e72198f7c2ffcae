import { describe, expect, it } from 'vitest';
import { isSameSiteFormPost } from './origin-check.ts';
import { hostOf, originOf, urlOf } from '../../test/tenant-hosts.ts';

const tenant = {
  hosts: [hostOf('cofi'), 'corporatefitness.example', 'www.corporatefitness.app'],
  subtenants: [{ id: 'mzg', host: hostOf('mzg') }],
};
const check = (at: string, headers: Record<string, string>) =>
  isSameSiteFormPost(new Request(at, { method: 'POST', headers }), new URL(at), tenant);
const COFI = urlOf('cofi', '/api/contact');

describe('isSameSiteFormPost', () => {
  it.each([
    ["the request's own origin", COFI, { origin: originOf('cofi') }],
    ['another host of the tenant (.app variant)', COFI, { origin: 'https://www.corporatefitness.app' }],
    ['a subtenant host', COFI, { origin: originOf('mzg') }],
    [
      'a trailing dot on either side',
      'https://www.corporatefitness.example./api/contact',
      { origin: originOf('cofi') },
    ],
    [
      'a local preview posting to itself',
      'http://cofi.localhost:8787/api/contact',
      { origin: 'http://cofi.localhost:8787' },
    ],
    ['another local preview host', 'http://cofi.localhost:8787/api/contact', { origin: 'http://mzg.localhost:8787' }],
    ['no Origin, Sec-Fetch-Site same-origin', COFI, { 'sec-fetch-site': 'same-origin' }],
    ['no Origin, Sec-Fetch-Site none (typed by the user)', COFI, { 'sec-fetch-site': 'none' }],
    ['neither header (not a browser page)', COFI, {}],
  ])('allows %s', (_label, at, headers) => {
    expect(check(at, headers)).toBe(true);
  });
  it.each([
    ['another site', COFI, { origin: 'https://evil.example' }],
    ['another brand of the same worker', COFI, { origin: originOf('default') }],
    ['a tenant host over plain http', COFI, { origin: 'http://www.corporatefitness.app' }],
    ['the own host on another port', COFI, { origin: 'https://www.corporatefitness.example:8443' }],
    ['Origin: null', COFI, { origin: 'null' }],
    ['a localhost page posting to production', COFI, { origin: 'http://cofi.localhost:8787' }],
    ['no Origin, Sec-Fetch-Site cross-site', COFI, { 'sec-fetch-site': 'cross-site' }],
    ['no Origin, Sec-Fetch-Site same-site', COFI, { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s', (_label, at, headers) => {
    expect(check(at, headers)).toBe(false);
  });
});
