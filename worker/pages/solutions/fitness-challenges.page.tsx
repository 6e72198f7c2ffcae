/** /solutions/fitness-challenges: a content-managed page (content/cms/solutions/fitness-challenges.md or the CMS). */
import type { RouteDeclaration } from '../page-module.ts';

export const route = {
  name: 'solutions-fitness-challenges',
  paths: ['/solutions/fitness-challenges'],
  brands: ['default'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from '../cms-page.tsx';
