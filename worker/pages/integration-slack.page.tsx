/** The team chat integration, content-managed. */
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'integration-slack',
  paths: ['/product/integrations/slack'],
  brands: ['default', 'cofi'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from './cms-page.tsx';
