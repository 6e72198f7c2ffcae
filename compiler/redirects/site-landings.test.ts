import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../worker/content/built-content.ts';
import { SITE_DATA } from '../../worker/generated/site-data.ts';
import { formatCheckProblems } from './redirect-checker.ts';
import { knownSitePaths, redirectLandingProblems } from './site-landings.ts';

/** What the build checks: routing's data with the menus (in the content asset). */
const SITE = { ...SITE_DATA, menus: CONTENT.menus };

describe('redirect landings of the real site', () => {
  it('the known paths hold every spec integration, under each section that names it', () => {
    const known = knownSitePaths(SITE, CONTENT);
    for (const path of [
      '/integrations/zapier',
      '/integrations/fitness',
      '/product/integrations/single-sign-on',
      '/product/integrations/custom-app-platform',
      '/solutions/integrations/custom-app-platforms',
    ]) {
      expect(known.has(path), path).toBe(true);
    }
  });

  it('every redirect of every tenant, splats expanded, lands on a page', () => {
    expect(formatCheckProblems(redirectLandingProblems(SITE, CONTENT))).toBe('');
  });

  it("without the general brand's own lines, the shared splat would send zapier to a 404 on every general tenant", () => {
    const redirects = Object.fromEntries(
      Object.entries(SITE_DATA.redirects).map(([id, rules]) => [
        id,
        rules.filter((r) => r.file !== 'redirects/default.redirects' || !r.source.includes('zapier')),
      ]),
    );
    const text = formatCheckProblems(redirectLandingProblems({ ...SITE, redirects }, CONTENT));
    // One line for the rule, naming every tenant of the general brand it concerns.
    const line =
      /^redirects\/shared\.redirects:\d+: error: \[([^\]]+)\] \/solutions\/integrations\/zapier → \/product\/integrations\/zapier: no page renders there/m.exec(
        text,
      );
    expect(line?.[1]!.split(', ').sort()).toEqual(
      Object.keys(SITE_DATA.tenants)
        .filter((id) => SITE_DATA.baseOf[id] === 'default')
        .sort(),
    );
  });
});
