/** /solutions/security-privacy: a content-managed page (content/cms/solutions/security-privacy.md or the CMS). */
import type { RouteDeclaration } from '../page-module.ts';

export const route = {
  name: 'solutions-security-privacy',
  paths: ['/solutions/security-privacy'],
  brands: ['default'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from '../cms-page.tsx';
