import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { get, HOSTS, TENANT_IDS } from './helpers.ts';

/** Home's size budget in bytes (raw and gzip): see docs/architecture.md, "Component CSS per page". */
const HOME_BUDGET = { raw: 32_000, gzip: 7_500 };

const inlineCss = (html: string) => /<style id="_goober">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
const themeCss = (html: string) => /<style id="tt-theme">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
const withoutCss = (html: string) => html.replace(/<style id="(_goober|tt-theme)">[\s\S]*?<\/style>/g, '');
/** Classes the sheet styles (`.go123`) and animations it defines (`@keyframes go123`). */
const styledClasses = (css: string) => new Set([...css.matchAll(/\.(go\d+)/g)].map((m) => m[1]!));
const keyframeNames = (css: string) => new Set([...css.matchAll(/@keyframes (go\d+)/g)].map((m) => m[1]!));

describe('component CSS per page', () => {
  it.each(TENANT_IDS)('%s: home inlines rules only for classes its HTML uses', async (tenant) => {
    const html = await (await get(`https://${HOSTS[tenant]}/`)).text();
    const css = inlineCss(html);
    const body = withoutCss(html);
    expect(css.length).toBeGreaterThan(1000);
    const unused = [...styledClasses(css)].filter((name) => !new RegExp(`\\b${name}\\b`).test(body));
    expect(unused).toEqual([]);
    // Every class the page names has its rules (none lost by the filter); the theme's class is in its own sheet.
    const named = new Set(body.match(/\bgo\d+\b/g));
    const styled = new Set([...styledClasses(css), ...styledClasses(themeCss(html))]);
    expect([...named].filter((name) => !styled.has(name) && !keyframeNames(css).has(name))).toEqual([]);
  });

  it('pages inline different rules: the pricing page carries its table, home does not', async () => {
    const home = inlineCss(await (await get(`https://${HOSTS.default}/`)).text());
    const pricing = inlineCss(await (await get(`https://${HOSTS.default}/pricing`)).text());
    expect([...styledClasses(pricing)].some((name) => !styledClasses(home).has(name))).toBe(true);
  });

  it('keeps the loading bar animation with the class that runs it', async () => {
    const css = inlineCss(await (await get(`https://${HOSTS.default}/`)).text());
    const frames = [...keyframeNames(css)];
    expect(frames.length).toBeGreaterThan(0);
    for (const name of frames) expect(css.replace(`@keyframes ${name}`, '')).toContain(name);
  });

  it(`home stays within ${HOME_BUDGET.raw} bytes raw and ${HOME_BUDGET.gzip} gzip`, async () => {
    const bytes = new Uint8Array(await (await get(`https://${HOSTS.default}/`)).arrayBuffer());
    const size = { raw: bytes.length, gzip: gzipSync(bytes).length, css: inlineCss(new TextDecoder().decode(bytes)).length };
    console.log(`home: ${size.raw} B raw, ${size.gzip} B gzip, inline component CSS ${size.css} B`);
    expect(size.raw).toBeLessThanOrEqual(HOME_BUDGET.raw);
    expect(size.gzip).toBeLessThanOrEqual(HOME_BUDGET.gzip);
  });
});
