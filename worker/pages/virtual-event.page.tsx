/** /virtual-event: virtual events on the platform. Its words are content/pages/virtual-event.md. */
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'virtual-event',
  paths: ['/virtual-event'],
  brands: ['default'],
  content: 'copy',
} as const satisfies RouteDeclaration;

export { ContentPage as default } from './content-page.tsx';
