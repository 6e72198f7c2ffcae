import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT } from '../../worker/content/built-content.ts';
import { CMS_PAGE_CACHE, cmsPageUrl } from '../../worker/content/cms/cms-page-source.ts';
import worker from '../../worker/index.ts';
import { cmsStubPageTitle } from '../upstream-stub.ts';
import { HOSTS } from './helpers.ts';

/** A page with CMS_ORIGIN pointing at the stub CMS (cms.test answers, cms-down.test 503, cms-invalid.test a javascript: link). */
async function page(tenant: string, path: string, cmsOrigin: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`https://${HOSTS[tenant]}${path}`),
    { ...env, CMS_ORIGIN: cmsOrigin },
    ctx,
  );
  const html = (await res.text()).replace(/<!-- -->/g, '');
  await waitOnExecutionContext(ctx);
  return { res, html };
}

let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
});
afterEach(() => vi.restoreAllMocks());

describe('content-managed pages from the CMS (CMS_ORIGIN set)', () => {
  it('shows the CMS copy as escaped rich text, with the embedded page set and brand rules', async () => {
    const { res, html } = await page('cofi', '/product/benefits?gclid=g1', 'https://cms.test');
    expect(res.status).toBe(200);
    expect(html).toContain(`<h1>${cmsStubPageTitle('/product/benefits')}</h1>`);
    expect(html).toContain('<h2>Fresh from the CMS</h2>');
    expect(html).toContain('Edited by marketing &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="/pricing?gclid=g1"><strong>see pricing</strong></a>');
    expect(html).toContain(`<title>${cmsStubPageTitle('/product/benefits')} | Corporate Fitness</title>`);
    // The tenant's words filled as in the repository's copy: rich text, description, calls to action.
    expect(html).toContain('<li>One list item, by Corporate Fitness</li>');
    expect(html).toContain('<p class="lead">Updated description for /product/benefits, by Corporate Fitness.</p>');
    expect(html).toMatch(/<a href="\/contact\?gclid=g1"[^>]*>Ask Corporate Fitness<\/a>/);
    expect(html).not.toContain('{{');
    // INDEX still lists the children the brand shows.
    expect(html).toContain('href="/product/benefits/insights?gclid=g1"');
    expect(warnings).toEqual([]);
    const cached = await (await caches.open(CMS_PAGE_CACHE)).match(cmsPageUrl('https://cms.test', '/product/benefits'));
    expect(cached?.headers.get('x-cms-fetched-at')).toMatch(/^\d+$/);
  });

  it('cannot add pages: a path without an embedded page stays a 404 and is not asked for', async () => {
    const { res } = await page('default', '/solutions/made-up', 'https://cms.test');
    expect(res.status).toBe(404);
    expect(
      await (await caches.open(CMS_PAGE_CACHE)).match(cmsPageUrl('https://cms.test', '/solutions/made-up')),
    ).toBeUndefined();
  });

  // A CMS that is down, slow or invalid: test/integration/faults/content-sources.test.ts.

  it('off by default: without CMS_ORIGIN the embedded copy shows and nothing is fetched', async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`https://${HOSTS.default}/solutions/relay-races`),
      { ...env, CMS_ORIGIN: '' },
      ctx,
    );
    expect(await res.text()).toContain(`<h1>${CONTENT.cms['/solutions/relay-races']!.title}</h1>`);
    await waitOnExecutionContext(ctx);
    expect(warnings).toEqual([]);
  });
});
