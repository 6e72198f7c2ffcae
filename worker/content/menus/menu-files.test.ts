import { describe, expect, it } from 'vitest';
import footerCofi from '../../../content/menus/footer-cofi.json';
import footer from '../../../content/menus/footer.json';
import mainMenuCofi from '../../../content/menus/main-menu-cofi.json';
import mainMenu from '../../../content/menus/main-menu.json';
import solutionsCofi from '../../../content/menus/solutions-cofi.json';
import solutions from '../../../content/menus/solutions.json';
import { SITE_DATA } from '../../generated/site-data.ts';
import { CONTENT } from '../built-content.ts';
import { PAGE_ROUTES } from '../../routes/routes.ts';
import { decideRoute } from '../../routing/decide.ts';
import { loadMenus } from './load-menus.ts';
import { embeddedMenus } from './menu-source.ts';
import type { MenuItem } from './menu-schema.ts';

const FILES = {
  'content/menus/main-menu.json': mainMenu,
  'content/menus/main-menu-cofi.json': mainMenuCofi,
  'content/menus/footer.json': footer,
  'content/menus/footer-cofi.json': footerCofi,
  'content/menus/solutions.json': solutions,
  'content/menus/solutions-cofi.json': solutionsCofi,
};
const { menus } = CONTENT;

function* walk(items: readonly MenuItem[]): Generator<MenuItem> {
  for (const item of items) {
    yield item;
    yield* walk(item.items);
  }
}
/** `path` and children as `path: child, child` lines, in order. */
const outline = (items: readonly MenuItem[]): string[] =>
  [...items]
    .sort((a, b) => a.order - b.order)
    .flatMap((i) => [
      `${i.path ?? `(${i.title})`}: ${[...i.items]
        .sort((a, b) => a.order - b.order)
        .map((c) => c.path ?? `(${c.title})`)
        .join(', ')}`,
      ...outline(i.items).filter((l) => !l.endsWith(': ')),
    ]);

describe('the committed menus', () => {
  it('are valid for every tenant that names them', () => {
    expect(loadMenus(FILES, SITE_DATA.tenants).problems).toEqual([]);
    for (const tenant of Object.values(SITE_DATA.tenants)) {
      expect(menus[tenant.cmsMenuKey], tenant.id).toBeDefined();
      expect(menus[tenant.footerNavKey], tenant.id).toBeDefined();
      expect(menus[tenant.solutionsMenuKey], tenant.id).toBeDefined();
    }
  });

  // Every link taken through the worker's own decision: INTERNAL paths reach a page or a redirect
  // of the tenant's route set, EXTERNAL site paths (cofi's /blog, /get, /challenges) its legacy host.
  it.each(Object.keys(SITE_DATA.tenants))('links of tenant %s resolve', (id) => {
    const tenant = SITE_DATA.tenants[id]!;
    const resolved = { tenant, id, baseId: SITE_DATA.baseOf[id]!, reason: 'test' };
    const origins = { app: tenant.appOrigin, legacy: tenant.legacy?.origin ?? null };
    const unresolved: string[] = [];
    // The menus as the tenant shows them (minimal has no Features entry: showFeatures is false).
    const shown = embeddedMenus(tenant);
    for (const [key, items] of [
      [tenant.cmsMenuKey, shown.main],
      [tenant.footerNavKey, shown.footer],
    ] as const) {
      for (const item of walk(items)) {
        if (!item.path?.startsWith('/')) continue;
        const decision = decideRoute(new URL(item.path, tenant.homeUrl), resolved, origins);
        const expected = item.type === 'EXTERNAL' ? ['legacy'] : ['page', 'redirect'];
        if (!expected.includes(decision.kind)) unresolved.push(`${key}: ${item.type} ${item.path} → ${decision.kind}`);
      }
    }
    expect(unresolved).toEqual([]);
  });

  // The top menus as shown: the Solutions entry comes from the brand's solutions menu (solutionsMenuKey).
  const cofiMain = embeddedMenus(SITE_DATA.tenants.cofi!).main;
  const generalMain = embeddedMenus(SITE_DATA.tenants.default!).main;

  it('give cofi the spec menu: its paths, children and order', () => {
    expect(outline(cofiMain)).toEqual([
      '/product/challenges: /product/challenges/step-challenges, /product/challenges/time-based-challenges, /product/challenges/distance-challenges, /product/challenges/well-being-challenges, /product/challenges/custom-challenges, /product/challenges/assessments, /challenges',
      '/product: /product/benefits, /product/integrations',
      '/product/benefits: /product/benefits/teams-collective, /product/benefits/maps-virtual-journeys, /product/benefits/full-customization, /product/benefits/global-availability, /product/benefits/security-data-privacy, /product/benefits/personal-goals, /product/benefits/insights, /product/benefits/workout-videos',
      '/product/integrations: /product/integrations/fitness-trackers, /product/integrations/microsoft-teams, /product/integrations/slack, /product/integrations/single-sign-on, /product/integrations/custom-app-platforms',
      '/solutions: /solutions/workplace, /solutions/remote-working, /solutions/education, /solutions/brokers-resellers-consultants, /solutions/insurance-providers, /solutions/integration-partners',
      '(Resources): /blog, /resources/case-studies, /get, /resources/convert-steps, https://support.corporatefitness.example',
      '/pricing: ',
      '/contact: ',
    ]);
    const product = cofiMain.find((i) => i.path === '/product')!;
    expect(product.items.map((c) => c.multi_column)).toEqual([true, true]);
    const external = [...walk(cofiMain)].filter((i) => i.type === 'EXTERNAL').map((i) => i.path);
    expect(external).toEqual(['/challenges', '/blog', '/get', 'https://support.corporatefitness.example']);
  });

  it('give the general brand all 13 solutions in columns, and one markdown entry and a divider', () => {
    const solutions = generalMain.find((i) => i.path === '/solutions')!;
    const columns = solutions.items.filter((c) => c.multi_column);
    expect(columns.length).toBeGreaterThan(1);
    expect(columns.flatMap((c) => c.items.map((i) => i.path)).sort()).toEqual(
      PAGE_ROUTES.filter((r) => r.name.startsWith('solutions-'))
        .map((r) => r.pattern)
        .sort(),
    );
    const all = [...walk(generalMain)];
    expect(all.filter((i) => i.markdown).map((i) => i.markdown)).toEqual([
      '**New:** [Hybrid events](/solutions/hybrid-events)',
    ]);
    expect(all.some((i) => i.divider_above)).toBe(true);
  });

  it('give both footers the legal pages', () => {
    for (const key of ['footer', 'footer-cofi']) {
      const paths = [...walk(menus[key]!)].map((i) => i.path);
      expect(paths, key).toEqual(expect.arrayContaining(['/privacypolicy', '/termsofservice', '/cookiepolicy']));
    }
  });
});
