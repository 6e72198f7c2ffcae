/** /solutions/hybrid-events: a content-managed page (content/cms/solutions/hybrid-events.md or the CMS). */
import type { RouteDeclaration } from '../page-module.ts';

export const route = {
  name: 'solutions-hybrid-events',
  paths: ['/solutions/hybrid-events'],
  brands: ['default'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from '../cms-page.tsx';
