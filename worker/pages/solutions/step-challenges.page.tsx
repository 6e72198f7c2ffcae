/** /solutions/step-challenges: a content-managed page (content/cms/solutions/step-challenges.md or the CMS). */
import type { RouteDeclaration } from '../page-module.ts';

export const route = {
  name: 'solutions-step-challenges',
  paths: ['/solutions/step-challenges'],
  brands: ['default'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from '../cms-page.tsx';
