/** /solutions/relay-races: a content-managed page (content/cms/solutions/relay-races.md or the CMS). */
import type { RouteDeclaration } from '../page-module.ts';

export const route = {
  name: 'solutions-relay-races',
  paths: ['/solutions/relay-races'],
  brands: ['default'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from '../cms-page.tsx';
