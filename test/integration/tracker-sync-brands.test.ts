/**
 * Through the worker on each brand's host: the integrations picture (trackers syncing into the
 * platform) is the brand's own, drawn from its data: its name and mark on the hub, its colours
 * (the theme's), and the workplace tools its pages name under it, not one picture for both brands.
 */
import { describe, expect, it } from 'vitest';
import { get, HOSTS } from './helpers.ts';

/** The integrations picture of a page: its text alternative, its tool chips and its mark. */
async function trackersOn(tenant: string, path: string) {
  const res = await get(`https://${HOSTS[tenant]}${path}`);
  expect(res.status).toBe(200);
  const html = (await res.text()).replace(/<!-- -->/g, '');
  // The picture that draws tool chips: from its opening tag (the last picture before the first chip).
  const chip = html.indexOf('data-tool=');
  const start = html.lastIndexOf('<svg role="img"', chip);
  const svg = chip < 0 || start < 0 ? '' : html.slice(start, html.indexOf('</svg>', chip));
  expect(svg, `${tenant} ${path}`).not.toBe('');
  return {
    label: /aria-label="([^"]*)"/.exec(svg)![1]!,
    tools: [...svg.matchAll(/data-tool="([^"]*)"/g)].map((m) => m[1]!),
    mark: /<image href="([^"]*)"[^>]*data-mark=""/.exec(svg)?.[1],
  };
}

describe('the integrations picture, per brand', () => {
  it('TeamTrek: its mark, its chat and automation pages (Teams, Slack, Zapier) and three sign-on providers more', async () => {
    const picture = await trackersOn('default', '/');
    expect(picture.mark).toBe('/brand/teamtrek/favicon.svg');
    expect(picture.tools).toEqual(['Microsoft Teams', 'Slack', 'Zapier', '+ 3 more']);
    expect(picture.label).toMatch(/syncing into TeamTrek, .*TeamTrek also connects to .*Zapier.*Google Workspace\.$/);
  });

  it('Corporate Fitness: its mark, Teams and Slack, and its own sign-on providers (Entra ID, Okta), no Zapier', async () => {
    for (const path of ['/', '/product']) {
      const picture = await trackersOn('cofi', path);
      expect(picture.mark).toBe('/brand/cofi/favicon.svg');
      expect(picture.tools).toEqual(['Microsoft Teams', 'Slack', 'Entra ID', 'Okta']);
      expect(picture.label).toMatch(
        /syncing into Corporate Fitness, .*Corporate Fitness also connects to Microsoft Teams, Slack, Entra ID,? and Okta\.$/,
      );
      expect(picture.label).not.toMatch(/Zapier|Google Workspace/);
    }
  });

  it('the German page says the tools in German around the same names', async () => {
    const picture = await trackersOn('cofi', '/de/product');
    expect(picture.label).toContain(
      'Außerdem ist Corporate Fitness mit Microsoft Teams, Slack, Entra ID und Okta verbunden.',
    );
  });
});
