/** /solutions/race-results: a content-managed page (content/cms/solutions/race-results.md or the CMS). */
import type { RouteDeclaration } from '../page-module.ts';

export const route = {
  name: 'solutions-race-results',
  paths: ['/solutions/race-results'],
  brands: ['default'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from '../cms-page.tsx';
