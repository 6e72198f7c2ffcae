/** /solutions: the solutions index, content-managed. */
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'solutions',
  paths: ['/solutions'],
  brands: ['default', 'cofi'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from './cms-page.tsx';
