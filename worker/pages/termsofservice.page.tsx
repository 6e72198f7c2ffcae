/** /termsofservice: the terms of service. Its words are content/pages/termsofservice.md. */
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'termsofservice',
  paths: ['/termsofservice'],
  brands: ['default', 'cofi'],
  content: 'copy',
  meta: { contentLayout: 'narrow' },
} as const satisfies RouteDeclaration;

export { ContentPage as default } from './content-page.tsx';
