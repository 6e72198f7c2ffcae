import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changesSite, eventLocale } from '../../worker/content/cms/cms-webhook.ts';
import { memoryCacheUse } from '../../worker/render/html-memory-cache.ts';
import { SITE_DATA } from '../../worker/generated/site-data.ts';
import { PAGE_LOCALES, TRANSLATED_LOCALES } from '../../common/i18n/locales.ts';
import { cmsStubPageTitle } from '../upstream-stub.ts';
import worker from '../../worker/index.ts';
import { HOSTS } from './helpers.ts';
import { signPreviewLink } from '../sign-preview-link.ts';

/**
 * The publish webhook and draft previews with the stub CMS (test/upstream-stub.ts); test/cms/
 * runs the same against the real Strapi.
 */
const SECRET = 'webhook-test-secret';
const vars = (extra: Record<string, string> = {}) => ({
  ...env,
  CMS_ORIGIN: 'https://cms.test',
  CMS_TOKEN: 'stub-token',
  CMS_WEBHOOK_SECRET: SECRET,
  CMS_PREVIEW_SECRET: 'preview-test-secret',
  HTML_CACHE: 'on',
  ...extra,
});

async function send(request: Request, extra: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, vars(extra), ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}
const webhook = (body: unknown, authorization?: string) =>
  new Request(`https://${HOSTS.cofi}/__cms/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization && { authorization }) },
    body: JSON.stringify(body),
  });

const sign = signPreviewLink;

let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('POST /__cms/webhook', () => {
  it.each([
    ['no secret', undefined, 401, /^cms webhook: refused \(no secret\)/],
    ['a wrong secret', 'Bearer guessed', 401, /^cms webhook: refused \(wrong secret\)/],
    ['the secret without Bearer', SECRET, 401, /^cms webhook: refused \(no secret\)/],
  ])('refuses %s and logs it', async (_, authorization, status, logged) => {
    const { res } = await send(webhook({ event: 'entry.publish', model: 'page' }, authorization));
    expect(res.status).toBe(status);
    expect(warnings).toContainEqual(expect.stringMatching(logged));
  });

  it('refuses every webhook while the site has no CMS_WEBHOOK_SECRET (403)', async () => {
    const { res } = await send(webhook({ event: 'entry.publish', model: 'page' }, `Bearer ${SECRET}`), {
      CMS_WEBHOOK_SECRET: '',
    });
    expect(res.status).toBe(403);
    expect(warnings).toContainEqual(expect.stringMatching(/CMS_WEBHOOK_SECRET is not set/));
  });

  it('a publish bumps the content version, which moves the HTML cache key: the next request renders anew', async () => {
    const path = '/solutions/relay-races';
    const first = await send(new Request(`https://${HOSTS.default}${path}`));
    const again = await send(new Request(`https://${HOSTS.default}${path}`));
    expect(again.res.headers.get('x-cache')).toBe('HIT');
    const { res, text } = await send(
      webhook({ event: 'entry.publish', model: 'page', entry: { path } }, `Bearer ${SECRET}`),
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({
      version: expect.any(Number),
      warmed: expect.stringMatching(/relay-races/),
    });
    const after = await send(new Request(`https://${HOSTS.default}${path}`));
    expect(after.res.headers.get('x-cache')).toBe('MISS');
    expect(after.text).toContain(cmsStubPageTitle(path));
    expect(first.text).toContain(cmsStubPageTitle(path));
    // The older version's pages left the isolate's memory: only the page just rendered is in it.
    expect(memoryCacheUse().plain.entries).toBe(1);
  });

  it("one menu save is one refresh: the items' own events leave the cached page, the menu's event renews it", async () => {
    const path = '/solutions/relay-races';
    await send(new Request(`https://${HOSTS.default}${path}`));
    // A rename writes each item of the menu: Strapi reports every one (model navigation-item).
    for (let item = 0; item < 20; item += 1) {
      const { res } = await send(
        webhook({ event: 'entry.update', model: 'navigation-item', entry: { id: item } }, `Bearer ${SECRET}`),
      );
      expect(res.status).toBe(202);
      const page = await send(new Request(`https://${HOSTS.default}${path}`));
      expect(page.res.headers.get('x-cache')).toBe('HIT');
    }
    const saved = await send(webhook({ event: 'entry.update', model: 'navigation' }, `Bearer ${SECRET}`));
    expect(saved.res.status).toBe(200);
    const after = await send(new Request(`https://${HOSTS.default}${path}`));
    expect(after.res.headers.get('x-cache')).toBe('MISS');
  });

  it("a German publish warms the German page and menus before the bump, every other locale's menus right after", async () => {
    const path = '/solutions/workplace';
    const logs: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((message: string) => void logs.push(message));
    const offering = (locale: string) =>
      new Set(
        Object.values(SITE_DATA.tenants)
          .filter((t) => (t.locales as readonly string[]).includes(locale))
          .map((t) => `${t.cmsMenuKey} ${t.footerNavKey} ${t.solutionsMenuKey}`),
      ).size;
    const all = new Set(
      Object.values(SITE_DATA.tenants).map((t) => `${t.cmsMenuKey} ${t.footerNavKey} ${t.solutionsMenuKey}`),
    ).size;
    const { res, text } = await send(
      webhook({ event: 'entry.publish', model: 'page', entry: { path, locale: 'de' } }, `Bearer ${SECRET}`),
    );
    expect(res.status).toBe(200);
    const { version, warmed } = JSON.parse(text) as { version: number; warmed: string };
    expect(warmed).toBe(`warmed the de menus of ${offering('de')} tenants and /de${path}`);
    // One content version: the publish left every locale's menus cold, and they are seeded as large as English's.
    expect(logs).toContain(
      `cms webhook: content version ${version}; after the bump, warmed the ${PAGE_LOCALES.filter((l) => l !== 'de').join(', ')} menus of ${all} tenants`,
    );
    const english = await send(webhook({ event: 'entry.publish', model: 'page', entry: { path } }, `Bearer ${SECRET}`));
    expect(JSON.parse(english.text).warmed).toBe(`warmed the en menus of ${offering('en')} tenants and ${path}`);
    expect(logs).toContainEqual(
      expect.stringContaining(`after the bump, warmed the ${TRANSLATED_LOCALES.join(', ')} menus of`),
    );
    vi.restoreAllMocks();
  });

  it.each([
    [{ entry: { locale: 'de' } }, 'de'],
    [{ entry: { locale: 'en' } }, 'en'],
    [{ entry: {} }, 'en'],
    [{ entry: { locale: 'pt' } }, 'en'],
  ])('eventLocale(%o) is %s', (payload, locale) => expect(eventLocale(payload)).toBe(locale));

  it('ignores what does not change the site (a draft save) with 202', async () => {
    const { res, text } = await send(webhook({ event: 'entry.update', model: 'page' }, `Bearer ${SECRET}`));
    expect(res.status).toBe(202);
    expect(text).toContain('ignored');
  });

  it.each([
    [{ event: 'entry.publish', model: 'page' }, true],
    [{ event: 'entry.unpublish', model: 'page' }, true],
    [{ event: 'entry.update', model: 'navigation' }, true],
    [{ event: 'entry.update', model: 'navigation-item' }, false],
    [{ event: 'entry.update', model: 'page' }, false],
    [{ event: 'media.create', model: 'file' }, false],
  ])('changesSite(%o) is %s', (payload, expected) => expect(changesSite(payload)).toBe(expected));
});

describe('draft previews: what went wrong is on the page', () => {
  it('a valid preview link while the CMS is down: the embedded page, a note naming the problem, never cached', async () => {
    const link = await sign('/solutions/workplace', Math.floor(Date.now() / 1000) + 600, 'preview-test-secret');
    const { res, text } = await send(new Request(`https://${HOSTS.cofi}/solutions/workplace?cmsPreview=${link}`), {
      CMS_ORIGIN: 'https://cms-down.test',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache')).toBe('BYPASS');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(text).toContain('No draft preview');
    expect(text).toContain('the draft could not be shown: status 503');
    expect(text).toContain('<meta name="robots" content="noindex"/>');
  });

  it("a German draft's link is signed for /de/: it opens the German preview and no other locale's", async () => {
    const link = await sign('/de/solutions/workplace', Math.floor(Date.now() / 1000) + 600, 'preview-test-secret');
    const german = await send(new Request(`https://${HOSTS.cofi}/de/solutions/workplace?cmsPreview=${link}`));
    expect(german.text).toContain('Draft preview');
    expect(german.text).not.toContain('No draft preview');
    const english = await send(new Request(`https://${HOSTS.cofi}/solutions/workplace?cmsPreview=${link}`));
    expect(english.text).toContain('the preview link is not valid for this page');
  });

  it('a made-up preview value: the published page and why', async () => {
    const { text } = await send(new Request(`https://${HOSTS.cofi}/solutions/workplace?cmsPreview=1.abc`));
    expect(text).toContain('the preview link is not valid for this page');
  });

  it('a preview link on a site without a CMS says so', async () => {
    const { text } = await send(new Request(`https://${HOSTS.cofi}/solutions/workplace?cmsPreview=1.abc`), {
      CMS_ORIGIN: '',
    });
    expect(text).toContain('this site does not read the CMS (CMS_ORIGIN is empty)');
  });
});
