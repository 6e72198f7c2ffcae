/** /solutions/corporate-challenges: a content-managed page (content/cms/solutions/corporate-challenges.md or the CMS). */
import type { RouteDeclaration } from '../page-module.ts';

export const route = {
  name: 'solutions-corporate-challenges',
  paths: ['/solutions/corporate-challenges'],
  brands: ['default'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from '../cms-page.tsx';
