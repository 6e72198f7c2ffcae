/** Every other content-managed /solutions page (a 404 where the brand has no such page). */
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'content-solutions',
  paths: ['/solutions/*'],
  brands: ['default', 'cofi'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from './cms-page.tsx';
