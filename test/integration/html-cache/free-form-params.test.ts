/**
 * A page's own query parameter is stored in the HTML cache only with a value the page lists: the
 * contact page's `topic` and `mode`, the trust centres' `region`; any other value, and every value
 * of a free-form parameter (the step converter's inputs), renders fresh (BYPASS), so a crawler or
 * a script cannot store one entry per value. HTML_CACHE=on, through the worker's default export.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../../worker/index.ts';
import type { Env } from '../../../worker/env.ts';
import { CONTACT_TOPICS, SUPPORT_TOPICS } from '../../../common/forms/form-schema.ts';
import { DATA_CENTRES } from '../../../worker/trust/trust-catalogues.ts';
import { PAGE_ROUTES } from '../../../worker/routes/routes.ts';
import { HOSTS } from '../helpers.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

async function cacheState(path: string, host = HOSTS.default) {
  const ctx = createExecutionContext();
  const res = await worker.fetch!(
    new Request(`https://${host}${path}`, { headers: { 'user-agent': BROWSER } }) as never,
    { ...(env as unknown as Env), HTML_CACHE: 'on' },
    ctx,
  );
  await res.text();
  await waitOnExecutionContext(ctx);
  return `${res.status} ${res.headers.get('x-cache')}`;
}

const valuesOf = (name: string) => PAGE_ROUTES.find((r) => r.name === name)?.cachedParamValues;

describe('page parameters are cached only with the values the page uses', () => {
  it("the listed values are the page's own: every contact topic and the support mode, every data centre", () => {
    expect([...(valuesOf('contact')?.topic ?? [])].sort()).toEqual([...CONTACT_TOPICS, ...SUPPORT_TOPICS].sort());
    expect(valuesOf('contact')?.mode).toEqual(['support']);
    for (const name of ['solutions-security-privacy', 'product-security-data-privacy'])
      expect(valuesOf(name)?.region).toEqual([...DATA_CENTRES]);
  });

  it.each([
    ['/contact?topic=security', HOSTS.default],
    ['/contact?mode=support', HOSTS.default],
    ['/solutions/security-privacy?region=eu', HOSTS.default],
    ['/product/benefits/security-data-privacy?region=uk', HOSTS.cofi],
  ])('%s: a listed value is stored (MISS, then HIT)', async (path, host) => {
    await cacheState(path, host);
    expect(await cacheState(path, host)).toBe('200 HIT');
  });

  it.each([
    ['/contact?topic=free-form-1', HOSTS.default],
    ['/contact?mode=anything', HOSTS.default],
    ['/solutions/security-privacy?region=mars', HOSTS.default],
    ['/product/benefits/security-data-privacy?region=atlantis', HOSTS.cofi],
    ['/resources/convert-steps?distance=12.5', HOSTS.default],
    ['/resources/convert-steps?activity=cycling&minutes=45', HOSTS.default],
  ])('%s: any other value renders fresh, asked once or twice (BYPASS)', async (path, host) => {
    expect(await cacheState(path, host)).toBe('200 BYPASS');
    expect(await cacheState(path, host)).toBe('200 BYPASS');
  });
});
