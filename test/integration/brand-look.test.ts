/**
 * Through the worker on each brand's own host: every page carries its brand's look (tenants'
 * `look`) on `<html>`, and the component stylesheet turns each of its values into the tokens the
 * components read, so the two brands differ in corners, spacing, cards and section kickers, not
 * only in colour and type; subtenants keep their brand's.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { COMPONENT_STYLESHEET } from '../../worker/generated/component-stylesheet.ts';
import { get, HOSTS } from './helpers.ts';

async function lookOf(tenant: string, path: string) {
  const res = await get(`https://${HOSTS[tenant]}${path}`);
  expect(res.status, `${tenant} ${path}`).toBe(200);
  const html = await res.text();
  return {
    look: /<html[^>]* data-look="([^"]*)"/.exec(html)?.[1],
    kicked: html.split('data-kicker="true"').length - 1,
  };
}

describe('each brand its own look on every page', () => {
  it.each(['/', '/pricing', '/contact', '/?theme=highcontrast'])(
    '%s: TeamTrek rounded, airy, filled; Corporate Fitness square, compact, ruled, numbered',
    async (path) => {
      expect((await lookOf('default', path)).look).toBe('rounded airy filled none');
      expect((await lookOf('cofi', path)).look).toBe('square compact ruled numbered');
    },
  );

  it.each([
    ['mzg', 'square compact ruled numbered'],
    ['truenorth', 'square compact ruled numbered'],
    ['wmm', 'rounded airy filled none'],
  ])('the subtenant %s keeps its brand look', async (tenant, look) => {
    expect((await lookOf(tenant, '/')).look).toBe(look);
  });

  it('the home and the trust centre mark the sections a numbered look counts', async () => {
    expect((await lookOf('cofi', '/')).kicked).toBeGreaterThanOrEqual(4);
    expect((await lookOf('cofi', '/product/benefits/security-data-privacy')).kicked).toBeGreaterThanOrEqual(6);
  });

  it('the stylesheet gives each value its tokens: square corners, compact spacing, ruled cards, numbered sections', async () => {
    const assets = (env as unknown as { ASSETS: Fetcher }).ASSETS;
    const sheet = (await (await assets.fetch(`https://${HOSTS.default}${COMPONENT_STYLESHEET}`)).text()).replace(
      /\s+/g,
      '',
    );
    expect(sheet).toContain("html[data-look~='square']{--tt-radius:2px;");
    expect(sheet).toContain("html[data-look~='compact']{--tt-space:40px;");
    expect(sheet).toMatch(
      /html\[data-look~='ruled'\]\{--tt-card:var\(--tt-background\);[^}]*--tt-top:var\(--tt-primary\);--tt-rule:3px;/,
    );
    expect(sheet).toContain("html[data-look~='numbered'][data-kicker]>h2::before{counter-increment:kicker;");
  });
});
