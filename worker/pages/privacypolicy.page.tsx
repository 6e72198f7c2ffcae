/** /privacypolicy: the privacy policy. Its words are content/pages/privacypolicy.md. */
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'privacypolicy',
  paths: ['/privacypolicy'],
  brands: ['default', 'cofi'],
  content: 'copy',
  meta: { contentLayout: 'narrow' },
} as const satisfies RouteDeclaration;

export { ContentPage as default } from './content-page.tsx';
