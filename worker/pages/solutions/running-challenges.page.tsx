/** /solutions/running-challenges: a content-managed page (content/cms/solutions/running-challenges.md or the CMS). */
import type { RouteDeclaration } from '../page-module.ts';

export const route = {
  name: 'solutions-running-challenges',
  paths: ['/solutions/running-challenges'],
  brands: ['default'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from '../cms-page.tsx';
