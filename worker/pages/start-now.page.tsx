/** /start-now: how to start a first challenge. Its words are content/pages/start-now.md. */
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'start-now',
  paths: ['/start-now'],
  brands: ['default'],
  content: 'copy',
} as const satisfies RouteDeclaration;

export { ContentPage as default } from './content-page.tsx';
