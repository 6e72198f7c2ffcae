import { describe, expect, it } from 'vitest';
import { TENANTS } from '../../tenants/registry.ts';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

const names = (tenant: string, path: string) =>
  breadcrumbTrail(TENANTS[tenant]!, tenant, path, 'This page').map((c) => `${c.name} ${c.path}`);

describe('breadcrumbTrail', () => {
  it('is empty for a top-level page', () => {
    expect(names('default', '/pricing')).toEqual([]);
    expect(names('default', '/')).toEqual([]);
  });

  it('lists home, each ancestor that is a page, then the page', () => {
    expect(names('default', '/challenges/journeys/us-route-66/')).toEqual([
      'Home /',
      'Ready-to-go challenges /challenges',
      'Virtual journeys /challenges/journeys',
      'This page /challenges/journeys/us-route-66',
    ]);
  });

  it('skips path segments that are no page of the tenant', () => {
    expect(names('cofi', '/resources/case-studies')).toEqual(['Home /', 'This page /resources/case-studies']);
  });

  it('fills the tenant’s name into an ancestor’s title', () => {
    expect(names('wmm', '/get/apk')[1]).toBe(`Get the ${TENANTS.wmm!.name} app /get`);
  });

  it('names an ancestor whose title is a headline by its short menu label, in the trail’s language', () => {
    expect(names('cofi', '/product/benefits/security-data-privacy')).toEqual([
      'Home /',
      'Product /product',
      'Benefits /product/benefits',
      'This page /product/benefits/security-data-privacy',
    ]);
    const german = breadcrumbTrail(TENANTS.cofi!, 'cofi', '/product/benefits/security-data-privacy', 'Diese Seite', {
      locale: 'de',
      home: 'Startseite',
    });
    expect(german.map((c) => c.name).join(' › ').length).toBeLessThan(60);
  });
});
