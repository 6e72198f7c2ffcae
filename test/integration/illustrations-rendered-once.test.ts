/**
 * Product illustrations are rendered once per isolate and key
 * (worker/ui/rendered-once.tsx): a home page rendered on a fresh isolate path (nothing stored) and
 * on a warm one (every part stored) is the same HTML with the same stylesheet, which holds every
 * class the stored markup uses; tenants and themes never share a part.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { get, HOSTS } from './helpers.ts';
import { forgetRenderedOnce, storedMarkup } from '../../worker/ui/rendered-once.tsx';
import { homeIllustrations } from '../../worker/home/home-illustrations.tsx';
import { createPageContext } from '../../worker/render/create-page-context.ts';
import { resolveTenant } from '../../worker/tenants/resolve.ts';
import { PAGE_STYLESHEETS } from '../../worker/generated/component-stylesheet.ts';
import { TENANTS as tenants } from '../../worker/tenants/registry.ts';

let n = 0;
/** A rendered home: an unknown parameter makes the HTML cache (when on) step aside, so each is a fresh render. */
async function home(host: string, query = '') {
  const res = await get(`https://${host}/?render=${++n}${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('x-cache') ?? 'BYPASS').toBe('BYPASS');
  return (await res.text()).replaceAll(`render=${n}`, 'render=N');
}
/** The home's stored parts for a tenant and theme, as the page module names them. */
function parts(host: string, query = '') {
  const url = new URL(`https://${host}/${query ? `?${query.replace(/^&/, '')}` : ''}`);
  const ctx = createPageContext(new Request(url), url, resolveTenant(url, 'default'), null, {}, new Date(), {
    contentVersion: 0,
  });
  return homeIllustrations(ctx).map((p) => ({ key: p.key, html: storedMarkup(p.key) }));
}
const classesOf = (html: string) => new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap(([, c]) => c!.split(' ')));

beforeEach(() => forgetRenderedOnce());

describe.each([HOSTS.default!, HOSTS.cofi!])('home on %s', (host) => {
  it('a fresh isolate path and a warm one give the same HTML and stylesheet', async () => {
    expect(parts(host).every((p) => p.html === undefined)).toBe(true);
    const fresh = await home(host);
    const stored = parts(host);
    expect(stored.every((p) => p.html !== undefined)).toBe(true);
    const warm = await home(host);
    expect(warm).toBe(fresh);
    // Every stored part is in the page, with its role and its text alternative.
    for (const p of stored) {
      expect(fresh).toContain(p.html!);
      if (p.html) expect(p.html).toMatch(/^(<div[^>]*>)?<svg role="img" aria-label="[^"]{20,}"/);
    }
    // The linked stylesheet, the brand's home sheet (compiler/steps/build-component-stylesheet.ts),
    // holds every goober class of the stored markup.
    const sheet = /<link rel="stylesheet" href="([^"]+)"/.exec(fresh)![1]!;
    expect(sheet).toBe(`${PAGE_STYLESHEETS}/${host === HOSTS.cofi ? 'cofi' : 'default'}-home.css`);
    const assets = (env as unknown as { ASSETS: Fetcher }).ASSETS;
    const css = await (await assets.fetch(`https://${host}${sheet}`)).text();
    const used = [...classesOf(stored.map((p) => p.html).join(''))].filter((c) => /^go\d+$/.test(c));
    expect(used.length).toBeGreaterThan(0);
    for (const c of used) expect(css, c).toContain(`.${c}`);
  });
});

describe('no part crosses tenants or themes', () => {
  const primary = (id: string, mode: 'theme' | 'highContrastTheme' = 'theme') => tenants[id]![mode].primary;

  it('default, then cofi, then default: each its own parts and colours', async () => {
    const first = await home(HOSTS.default!);
    const cofi = await home(HOSTS.cofi!);
    const again = await home(HOSTS.default!);
    expect(again).toBe(first);
    expect(first).toContain(`--tt-primary:${primary('default')}`);
    expect(first).not.toContain(primary('cofi'));
    expect(cofi).toContain(`--tt-primary:${primary('cofi')}`);
    expect(cofi).not.toContain(primary('default'));
    // The brands tell different stories: the participant's leaderboard, the organiser's report.
    const [defaultHero] = parts(HOSTS.default!);
    const [cofiHero] = parts(HOSTS.cofi!);
    expect(defaultHero!.key).not.toBe(cofiHero!.key);
    expect(cofi).toContain(cofiHero!.html!);
    expect(first).not.toContain(cofiHero!.html!);
    // A subtenant has its own parts (its name and providers are in them).
    await home(HOSTS.mzg!);
    expect(parts(HOSTS.mzg!).every((p) => p.html !== undefined && p.key.includes('|mzg|'))).toBe(true);
  });

  it('high contrast is its own key and keeps its own colours', async () => {
    const plain = await home(HOSTS.default!);
    const contrast = await home(HOSTS.default!, '&theme=highcontrast');
    expect(contrast).toContain(`--tt-primary:${primary('default', 'highContrastTheme')}`);
    expect(plain).not.toContain(`--tt-primary:${primary('default', 'highContrastTheme')}`);
    expect(parts(HOSTS.default!, '&theme=highcontrast').every((p) => p.key.includes('|highcontrast|'))).toBe(true);
  });
});
