/** /solutions/walking-challenges: a content-managed page (content/cms/solutions/walking-challenges.md or the CMS). */
import type { RouteDeclaration } from '../page-module.ts';

export const route = {
  name: 'solutions-walking-challenges',
  paths: ['/solutions/walking-challenges'],
  brands: ['default'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from '../cms-page.tsx';
