/** /integrations/zapier: the automation tool integration. Its words are content/pages/integration-zapier.md. */
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'integration-zapier',
  paths: ['/integrations/zapier'],
  brands: ['default'],
  content: 'copy',
} as const satisfies RouteDeclaration;

export { ContentPage as default } from './content-page.tsx';
