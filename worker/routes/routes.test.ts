import { describe, expect, it } from 'vitest';
import { matchPage, PAGE_ROUTES, staticPagePaths, type RouteName } from './routes.ts';

describe('matchPage', () => {
  it.each([
    ['default', '/', 'home', {}],
    ['default', '/pricing/', 'pricing', {}],
    ['default', '/solutions/fitness-engine', 'solutions-fitness-engine', {}],
    ['default', '/solutions/workplace', 'content-solutions', {}],
    ['default', '/challenges/journeys', 'journeys', {}],
    ['default', '/challenges/journeys/us-route-66', 'journey', { id: 'us-route-66' }],
    ['default', '/challenges/spring-steps/packages/pro', 'challenge-package', { id: 'spring-steps', packageId: 'pro' }],
    ['default', '/blog/how-to-run-a-step-challenge', 'blog-post', { id: 'how-to-run-a-step-challenge' }],
    ['cofi', '/product/benefits/insights', 'content-product', {}],
    ['cofi', '/solutions/fitness-engine', 'content-solutions', {}],
  ] as const)('%s %s → %s', (brand, path, name, params) => {
    const hit = matchPage(brand, path);
    expect(hit?.route.name).toBe(name);
    expect(hit?.params).toEqual(params);
  });

  it.each([
    ['default', '/nope'],
    ['cofi', '/blog'],
    ['cofi', '/challenges'],
    ['cofi', '/get'],
    ['cofi', '/about'],
  ] as const)('%s has no page at %s', (brand, path) => {
    expect(matchPage(brand, path)).toBeNull();
  });

  it('lists static pages only, per brand', () => {
    expect(staticPagePaths('default')).toContain('/solutions/step-challenges');
    expect(staticPagePaths('cofi')).not.toContain('/solutions/step-challenges');
    expect(staticPagePaths('default').some((p) => /[:*]/.test(p))).toBe(false);
  });
});

describe('the route table', () => {
  it('names each route once', () => {
    const names = PAGE_ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives the content-managed kind to exactly the /solutions and /product routes', () => {
    for (const route of PAGE_ROUTES)
      expect(route.content === 'cms', route.name).toBe(/^\/(solutions|product)(\/|$)/.test(route.pattern));
  });

  it('gives a collection or package kind to exactly the routes with an :id', () => {
    for (const route of PAGE_ROUTES)
      expect(route.content === 'collection' || route.content === 'package', route.name).toBe(
        route.pattern.includes(':id'),
      );
  });

  it('types route names: a misspelt name does not compile', () => {
    // @ts-expect-error 'pricng' is no route (npm run typecheck fails if this line compiles)
    const typo: RouteName = 'pricng';
    const known: RouteName = 'pricing';
    expect(PAGE_ROUTES.some((r) => r.name === known) && !PAGE_ROUTES.some((r) => r.name === typo)).toBe(true);
  });
});
