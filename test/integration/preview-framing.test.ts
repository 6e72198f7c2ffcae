/**
 * Preview on the page's own brand, inside the admin: Strapi's preview panel is an
 * iframe of the CMS's origin, so a draft-preview answer (and only it) may be framed by that origin;
 * every other answer keeps `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`. A preview
 * link of one brand's page opened on the other brand's host is refused with the reason and a link
 * to the owning brand's host. Real tenant hosts, the stub CMS of test/upstream-stub.ts.
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
    new Request(url, { headers: { 'user-agent': BROWSER, 'cf-connecting-ip': '198.51.100.78' } }) as never,
    vars as never,
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

const link = (path: string) => signPreviewLink(path, Math.floor(Date.now() / 1000) + 600, PREVIEW_SECRET);
const ancestors = (res: Response) =>
  /frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe('a draft preview may be framed by the CMS origin, and nothing else may', () => {
  it('the preview of a corporate-fitness page on its own host: framed by the CMS only', async () => {
    const { res, text } = await send(
      `https://${HOSTS.cofi}/solutions/workplace?cmsPreview=${await link('/solutions/workplace')}`,
    );
    expect(res.status).toBe(200);
    expect(text).toContain('Draft preview');
    expect(ancestors(res)).toBe(`'self' ${CMS}`);
    expect(res.headers.has('x-frame-options')).toBe(false);
  });

  it('a refused preview link still answers the panel (its reason is what the marketer must read)', async () => {
    const { res, text } = await send(`https://${HOSTS.cofi}/solutions/workplace?cmsPreview=1.abc`);
    expect(text).toContain('No draft preview');
    expect(ancestors(res)).toBe(`'self' ${CMS}`);
  });

  it.each([
    ['the same page without a preview link', `https://${HOSTS.cofi}/solutions/workplace`, {}],
    ['a page the CMS does not own', `https://${HOSTS.default}/pricing`, {}],
    ['the 404 page', `https://${HOSTS.default}/no-such-page`, {}],
    ['robots.txt', `https://${HOSTS.cofi}/robots.txt`, {}],
    [
      'a preview link while the site reads no CMS',
      `https://${HOSTS.cofi}/solutions/workplace?cmsPreview=1.abc`,
      { CMS_ORIGIN: '' },
    ],
  ])('%s keeps frame-ancestors self and X-Frame-Options', async (_label, url, extra) => {
    const { res } = await send(url, extra);
    expect(ancestors(res)).toBe("'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
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
