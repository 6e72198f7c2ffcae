/**
 * Private and error answers marked right: a refused plain form post re-renders the
 * contact page with the visitor's values and a fresh stamp, so it is `private, no-store` like the
 * contact page itself; our own 502/504 pages (an upstream failure on a proxied path) are our
 * pages, with our scripts, so they carry the full page CSP, not the frame-only one of an
 * upstream's answer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CSP } from '../../worker/http/security-headers.ts';
import { leadFields, postForm } from './forms-post.ts';
import { get, HOSTS } from './helpers.ts';
import { originOf } from '../tenant-hosts.ts';

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('a refused plain form post', () => {
  it.each([
    ['400 (an edited render time)', async () => ({ ...(await leadFields()), startedSig: 'forged' }), 400],
    ['422 (a field missing)', async () => ({ ...(await leadFields()), email: '' }), 422],
  ])('%s: the page with the values goes out private, no-store', async (_label, fields, status) => {
    const res = await postForm('/api/contact', await fields());
    expect(res.status).toBe(status);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toContain('Northwind Logistics');
  });
});

describe('our own error pages for a proxied path', () => {
  it.each([
    [
      'a legacy redirect off our hosts (502)',
      `${originOf('cofi')}/__redirect-to?to=https%3A%2F%2Felsewhere.example%2Fpage`,
      502,
    ],
    ['a legacy upstream too slow (504)', `${originOf('cofi')}/__slow`, 504],
    ['the app proxy of the minimal tenant too slow (504)', `https://${HOSTS.minimal}/eventmanager/__slow`, 504],
  ])('%s carries the full page CSP', async (_label, url, status) => {
    const res = await get(url);
    expect(res.status).toBe(status);
    expect(await res.text()).toContain('<html');
    expect(res.headers.get('content-security-policy')).toBe(PAGE_CSP);
  });

  it('an upstream page that passes through keeps its own CSP (frame-ancestors added)', async () => {
    const res = await get(`${originOf('cofi')}/old`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).not.toBe(PAGE_CSP);
  });
});
