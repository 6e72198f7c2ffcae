import { describe, expect, it } from 'vitest';
import { get } from './helpers.ts';

const KINDS = [
  ['page', 'https://www.teamtrek.example/pricing', 200],
  ['redirect', 'https://www.teamtrek.example/slack', 301],
  ['handoff', 'https://www.teamtrek.example/login', 302],
  ['legacy proxy', 'https://www.corporatefitness.example/old', 200],
  ['not found', 'https://www.teamtrek.example/nope', 404],
  ['bad request', 'https://www.teamtrek.example/%E0%A4%A', 400],
  ['gateway timeout', 'https://www.corporatefitness.example/__slow', 504],
] as const;

describe('security headers', () => {
  it.each(KINDS)('%s response carries them', async (_kind, url, status) => {
    const res = await get(url);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });

  it('pages get the strict policy: scripts only from the site', async () => {
    const csp = (await get('https://www.teamtrek.example/')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('no HSTS over plain http (local previews)', async () => {
    expect((await get('http://default.localhost:8787/')).headers.has('strict-transport-security')).toBe(false);
  });
});

describe('HEAD works wherever GET does', () => {
  it.each(KINDS)('%s', async (_kind, url, status) => {
    const res = await get(url, { method: 'HEAD' });
    expect(res.status).toBe(status);
    expect(await res.text()).toBe('');
  });
});

describe('malformed and huge URLs get a 4xx', () => {
  it.each([
    ['https://www.teamtrek.example/%E0%A4%A', 400],
    ['https://www.teamtrek.example/%', 400],
    [`https://www.teamtrek.example/${'a'.repeat(9000)}`, 414],
    [`https://www.corporatefitness.example/${'a'.repeat(9000)}`, 414],
    [`https://www.teamtrek.example/login?${'q=1&'.repeat(3000)}`, 414],
  ])('%s → %i', async (url, status) => {
    expect((await get(url)).status).toBe(status);
  });

  it('a page answers POST with 405, not 5xx', async () => {
    expect((await get('https://www.teamtrek.example/pricing', { method: 'POST' })).status).toBe(405);
  });
});
