/** /cookiepolicy: the cookie policy. Its words are content/pages/cookiepolicy.md. */
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'cookiepolicy',
  paths: ['/cookiepolicy'],
  brands: ['default', 'cofi'],
  content: 'copy',
  meta: { contentLayout: 'narrow' },
} as const satisfies RouteDeclaration;

export { ContentPage as default } from './content-page.tsx';
