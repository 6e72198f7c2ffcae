import { describe, expect, it } from 'vitest';
import { crawl } from './crawl/crawler.ts';
import { get, HOSTS } from './helpers.ts';

const html = async (url: string) => (await get(url)).text();
const features = /href="\/features[?"#]/;

describe('showFeatures: false (minimal) switches the /features page off everywhere', () => {
  it('minimal answers /features with its 404 page; its base brand and a sibling serve it', async () => {
    const res = await get(`https://${HOSTS.minimal}/features`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Search the site');
    for (const id of ['default', 'wmm']) expect((await get(`https://${HOSTS[id]}/features`)).status, id).toBe(200);
  });

  it('its top menu, drawer and footer have no Features entry', async () => {
    expect(await html(`https://${HOSTS.default}/pricing`)).toMatch(features);
    const page = await html(`https://${HOSTS.minimal}/pricing`);
    expect(page).not.toMatch(features);
    expect(page).toContain('href="/solutions"');
  });

  it('its sitemap.xml leaves /features out', async () => {
    expect(await html(`https://${HOSTS.default}/sitemap.xml`)).toContain('/features</loc>');
    expect(await html(`https://${HOSTS.minimal}/sitemap.xml`)).not.toContain('/features</loc>');
  });

  it.each([
    '/blog/privacy-settings-participants-should-know',
    '/solutions/running-challenges',
    '/solutions/fitness-challenges',
  ])('%s keeps its words but links no /features page, nor a button to it', async (path) => {
    expect(await html(`https://${HOSTS.default}${path}`)).toMatch(features);
    const page = await html(`https://${HOSTS.minimal}${path}`);
    expect(page).not.toMatch(features);
    if (path.startsWith('/blog')) expect(page).toContain('what the platform offers on the features page, or browse');
  });

  it('a crawl of minimal from / finds no broken link and never reaches /features', async () => {
    const { visited, problems } = await crawl(HOSTS.minimal!);
    // minimal proxies app paths (appHandoff: proxy); the stub app host answers them with JSON.
    expect(
      problems.filter((p) => !/^\/(profile|eventmanager)\S* \(linked from \S+\): 200 application\/json$/.test(p)),
    ).toEqual([]);
    expect([...visited.keys()].filter((url) => url.startsWith('/features'))).toEqual([]);
    expect(visited.size).toBeGreaterThan(80);
  }, 60_000);

  it("the 404 page's search does not offer Features", async () => {
    const page = await html(`https://${HOSTS.minimal}/nowhere?q=features`);
    expect(page).not.toMatch(features);
  });
});

describe("solutionsMenuKey selects the menu of the top menu's Solutions dropdown", () => {
  const topMenu = (page: string) => /<nav[^>]*aria-label="Main"[^>]*>.*?<\/nav>/s.exec(page)?.[0] ?? '';
  it.each([
    ['default', '/solutions/corporate-challenges', '/solutions/workplace'],
    ['mzg', '/solutions/workplace', '/solutions/corporate-challenges'],
  ])("%s shows its brand's solutions menu", async (id, own, other) => {
    const top = topMenu(await html(`https://${HOSTS[id]}/pricing`));
    expect(top).toContain(`href="${own}"`);
    expect(top).not.toContain(`href="${other}"`);
  });
});

describe("customHomePostfix selects the home page's pitch (content/pages/custom-home<postfix>.md)", () => {
  const pitch = (page: string) => /<section[^>]*data-testid="custom-home"[^>]*>.*?<\/section>/s.exec(page)?.[0] ?? '';
  it.each([
    ['default', 'Why organisers choose TeamTrek', 'href="/challenges"'],
    ['wmm', 'Why organisers choose Walk My Miles', 'href="/challenges"'],
    ['cofi', 'Workplace wellbeing that employees actually join', 'href="/product/integrations/single-sign-on"'],
    ['mzg', 'Workplace wellbeing that employees actually join', 'href="/product/integrations/single-sign-on"'],
  ])("%s shows its brand's pitch under the hero", async (id, heading, link) => {
    const section = pitch(await html(`https://${HOSTS[id]}/`));
    expect(section).toContain(`>${heading}</h2>`);
    expect(section).toContain(link);
  });

  it('the general pitch never reaches the corporate-fitness brand, nor the other way round', async () => {
    expect(pitch(await html(`https://${HOSTS.cofi}/`))).not.toContain('Why organisers choose');
    expect(pitch(await html(`https://${HOSTS.default}/`))).not.toContain('Workplace wellbeing');
  });
});
