/** /about: the company behind the platform. Its words are content/pages/about.md. */
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'about',
  paths: ['/about'],
  brands: ['default'],
  content: 'copy',
  meta: { illustration: '/illustrations/teams.svg' },
} as const satisfies RouteDeclaration;

export { ContentPage as default } from './content-page.tsx';
