import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import { hostOf, urlOf } from '../tenant-hosts.ts';

async function fetchWith(vars: Record<string, string>, url: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, { redirect: 'manual', ...init }), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('APP_ORIGIN and LEGACY_ORIGIN vars', () => {
  it("replace every tenant's app origin", async () => {
    for (const host of [hostOf('default'), 'www.corporatefitness.app', 'fitmap.example']) {
      const res = await fetchWith({ APP_ORIGIN: 'http://127.0.0.1:9000' }, `https://${host}/profile/edit?tab=1`);
      expect(res.headers.get('location')).toBe('http://127.0.0.1:9000/profile/edit?tab=1');
    }
  });

  it('replace the legacy origin', async () => {
    const res = await fetchWith({ LEGACY_ORIGIN: 'http://127.0.0.1:9100' }, urlOf('cofi', '/old?x=1'));
    expect(((await res.json()) as { url: string }).url).toBe('http://127.0.0.1:9100/old?x=1');
  });

  it('do not give a legacy host to tenants without one', async () => {
    const res = await fetchWith({ LEGACY_ORIGIN: 'http://127.0.0.1:9100' }, urlOf('default', '/old'));
    expect(res.status).toBe(404);
  });

  it('fail with a clear 500 when set to something that is not an origin', async () => {
    const res = await fetchWith({ APP_ORIGIN: 'http://127.0.0.1:9000/path' }, urlOf('default', '/login'));
    expect(res.status).toBe(500);
  });

  it('a TENANT that is not a base tenant fails clearly instead of guessing', async () => {
    const res = await fetchWith({ TENANT: 'nope' }, 'https://unknown.example/');
    expect(res.status).toBe(500);
  });
});
