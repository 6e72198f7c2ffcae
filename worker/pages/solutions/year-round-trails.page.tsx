/** /solutions/year-round-trails: a content-managed page (content/cms/solutions/year-round-trails.md or the CMS). */
import type { RouteDeclaration } from '../page-module.ts';

export const route = {
  name: 'solutions-year-round-trails',
  paths: ['/solutions/year-round-trails'],
  brands: ['default'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from '../cms-page.tsx';
