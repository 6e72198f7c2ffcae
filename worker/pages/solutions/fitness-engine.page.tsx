/** /solutions/fitness-engine: a content-managed page (content/cms/solutions/fitness-engine.md or the CMS). */
import type { RouteDeclaration } from '../page-module.ts';

export const route = {
  name: 'solutions-fitness-engine',
  paths: ['/solutions/fitness-engine'],
  brands: ['default'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from '../cms-page.tsx';
