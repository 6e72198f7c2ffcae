import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SITE_DATA } from '../../worker/generated/site-data.ts';
import { contrastRatio } from '../../worker/ui/contrast.ts';
import { get, HOSTS, TENANT_IDS } from './helpers.ts';

/** WCAG 2 minimum for large text and graphics: the logo's name must read on the toolbar. */
const MIN_CONTRAST = 3;

const cases = TENANT_IDS.flatMap(
  (id) =>
    [
      [id, 'default', ''],
      [id, 'highcontrast', '?theme=highcontrast'],
    ] as const,
);

describe('the header logo reads on the toolbar', () => {
  it.each(cases)('%s, %s theme: the logo’s name contrasts with the toolbar colour', async (id, mode, query) => {
    const html = await (await get(`https://${HOSTS[id]}/${query}`)).text();
    const tenant = SITE_DATA.tenants[id]!;
    const src = html.match(new RegExp(`aria-label="${tenant.name} home"><img src="([^"]+)"`))?.[1];
    expect(src, 'header logo').toMatch(/^\/brand\//);
    const svg = await (await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(`https://${HOSTS[id]}${src}`)).text();
    const ink = svg.match(/<text[^>]* fill="(#[0-9a-f]{3,6})"/i)?.[1];
    expect(ink, `${src} names the tenant in a <text fill>`).toBeDefined();
    const toolbar = (mode === 'highcontrast' ? tenant.highContrastTheme : tenant.theme).toolbar;
    expect(
      Math.round(contrastRatio(ink!, toolbar) * 10) / 10,
      `${src} (${ink}) on toolbar ${toolbar}`,
    ).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});
