/** /solutions/challenge-ideas: a content-managed page (content/cms/solutions/challenge-ideas.md or the CMS). */
import type { RouteDeclaration } from '../page-module.ts';

export const route = {
  name: 'solutions-challenge-ideas',
  paths: ['/solutions/challenge-ideas'],
  brands: ['default'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from '../cms-page.tsx';
