/** The team collaboration integration, content-managed. */
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'integration-microsoft-teams',
  paths: ['/product/integrations/microsoft-teams'],
  brands: ['default', 'cofi'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from './cms-page.tsx';
