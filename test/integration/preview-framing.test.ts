/**
 * Strapi's preview panel is an iframe of the CMS's origin, so an answer that is a valid, signed,
 * unexpired preview of a page (and only it) may be framed by that origin; every other answer (an
 * invalid, expired or empty `cmsPreview`, a redirect, a 404, an API answer, a page proxied from
 * cofi's legacy host) keeps `frame-ancestors 'none'` and `X-Frame-Options: DENY`. A preview link
 * of one brand's page opened on the other brand's host is refused with the reason and a link to
 * the owning brand's host. Real tenant hosts, the stub CMS of test/upstream-stub.ts.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import { signPreviewLink } from '../sign-preview-link.ts';
import { HOSTS } from './helpers.ts';

const PREVIEW_SECRET = 'preview-test-secret';
const CMS = 'https://cms.test';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

async function send(url: string, extra: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const vars = { ...env, CMS_ORIGIN: CMS, CMS_TOKEN: 'stub-token', CMS_PREVIEW_SECRET: PREVIEW_SECRET, ...extra };
  const res = await worker.fetch!(
    new Request(url, {
      headers: { 'user-agent': BROWSER, 'cf-connecting-ip': '198.51.100.78' },
      redirect: 'manual',
    }) as never,
    vars as never,
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

const link = (path: string, inSeconds = 600) =>
  signPreviewLink(path, Math.floor(Date.now() / 1000) + inSeconds, PREVIEW_SECRET);
const ancestors = (res: Response) =>
  /frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

const denied = (res: Response) => `${ancestors(res)} ${res.headers.get('x-frame-options')}`;

describe('a verified draft preview may be framed by the CMS origin, and nothing else may', () => {
  it('the preview of a corporate-fitness page on its own host: framed by the CMS only', async () => {
    const { res, text } = await send(
      `https://${HOSTS.cofi}/solutions/workplace?cmsPreview=${await link('/solutions/workplace')}`,
    );
    expect(res.status).toBe(200);
    expect(text).toContain('Draft preview');
    expect(ancestors(res)).toBe(`'self' ${CMS}`);
    expect(res.headers.has('x-frame-options')).toBe(false);
  });

  it('a valid link while the CMS fails: the panel shows why (the published page), framed by that CMS', async () => {
    const down = 'https://cms-down.test';
    const { res, text } = await send(
      `https://${HOSTS.cofi}/solutions/workplace?cmsPreview=${await link('/solutions/workplace')}`,
      { CMS_ORIGIN: down },
    );
    expect(text).toContain('the draft could not be shown');
    expect(ancestors(res)).toBe(`'self' ${down}`);
    expect(res.headers.has('x-frame-options')).toBe(false);
  });

  it.each([
    ['the same page without a preview link', async () => `https://${HOSTS.cofi}/solutions/workplace`, {}],
    ['an invalid preview link', async () => `https://${HOSTS.cofi}/solutions/workplace?cmsPreview=1.abc`, {}],
    [
      'an expired signed link',
      async () => `https://${HOSTS.cofi}/solutions/workplace?cmsPreview=${await link('/solutions/workplace', -60)}`,
      {},
    ],
    [
      'a link signed for another page',
      async () => `https://${HOSTS.cofi}/solutions/workplace?cmsPreview=${await link('/solutions/other')}`,
      {},
    ],
    ['an empty preview link', async () => `https://${HOSTS.cofi}/solutions/workplace?cmsPreview=`, {}],
    ['the parameter name alone', async () => `https://${HOSTS.cofi}/solutions/workplace?cmsPreview`, {}],
    ['the contact page', async () => `https://${HOSTS.cofi}/contact?cmsPreview=${await link('/contact')}`, {}],
    ['pricing', async () => `https://${HOSTS.default}/pricing?cmsPreview=${await link('/pricing')}`, {}],
    ['a page the CMS does not own', async () => `https://${HOSTS.default}/pricing`, {}],
    ['the 404 page', async () => `https://${HOSTS.default}/no-such-page?cmsPreview=${await link('/no-such-page')}`, {}],
    [
      'a redirect',
      async () => `https://${HOSTS.default}/integrations/slack?cmsPreview=${await link('/integrations/slack')}`,
      {},
    ],
    [
      'an API answer',
      async () => `https://${HOSTS.cofi}/api/client-error?cmsPreview=${await link('/api/client-error')}`,
      {},
    ],
    ['robots.txt', async () => `https://${HOSTS.cofi}/robots.txt?cmsPreview=${await link('/robots.txt')}`, {}],
    [
      "a page proxied from cofi's legacy host",
      async () => `https://${HOSTS.cofi}/old?cmsPreview=${await link('/old')}`,
      {},
    ],
    [
      'a preview link while the site reads no CMS',
      async () => `https://${HOSTS.cofi}/solutions/workplace?cmsPreview=${await link('/solutions/workplace')}`,
      { CMS_ORIGIN: '' },
    ],
  ])("%s: frame-ancestors 'none' and X-Frame-Options DENY", async (_label, url, extra) => {
    const { res } = await send(await url(), extra);
    expect(denied(res)).toBe("'none' DENY");
  });
});

describe("a preview link opened on the other brand's host is refused with the reason", () => {
  it('a corporate-fitness page on the general brand host names its brand and links its host', async () => {
    const value = await link('/solutions/workplace');
    const { res, text } = await send(`https://${HOSTS.default}/solutions/workplace?cmsPreview=${value}`);
    expect(res.status).toBe(404);
    expect(text).toContain('data-preview="wrong-brand"');
    expect(text).toMatch(/this page belongs to Corporate Fitness, not to TeamTrek/);
    expect(text).toContain(`href="https://${HOSTS.cofi}/solutions/workplace?cmsPreview=${value}"`);
  });

  it("a German draft's link on the other brand's host links the German page on the owning host", async () => {
    const value = await link('/de/solutions/workplace');
    const { res, text } = await send(`https://${HOSTS.default}/de/solutions/workplace?cmsPreview=${value}`);
    expect(res.status).toBe(404);
    expect(text).toContain(`href="https://${HOSTS.cofi}/de/solutions/workplace?cmsPreview=${value}"`);
  });

  it('a general-brand page on the corporate-fitness host, locally: the link keeps *.localhost and the port', async () => {
    const value = await link('/solutions/white-label');
    const { res, text } = await send(`http://cofi.localhost:8787/solutions/white-label?cmsPreview=${value}`);
    expect(res.status).toBe(404);
    expect(text).toMatch(/this page belongs to TeamTrek, not to Corporate Fitness/);
    expect(text).toContain(`href="http://default.localhost:8787/solutions/white-label?cmsPreview=${value}"`);
  });

  it('the same locally on default.localhost, also while the site reads no CMS', async () => {
    const { res, text } = await send(`http://default.localhost:8787/solutions/workplace?cmsPreview=1.abc`, {
      CMS_ORIGIN: '',
    });
    expect(res.status).toBe(404);
    expect(text).toContain('href="http://cofi.localhost:8787/solutions/workplace?cmsPreview=1.abc"');
  });

  it('without a preview link the 404 page says nothing about previews', async () => {
    const { text } = await send(`https://${HOSTS.default}/solutions/workplace`);
    expect(text).not.toContain('data-preview');
  });
});
