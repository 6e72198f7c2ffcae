/** /thankyou: where the contact form sends a visitor after a lead. Its words are content/pages/thankyou.md. */
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'thankyou',
  paths: ['/thankyou'],
  brands: ['default', 'cofi'],
  content: 'copy',
  meta: { contentLayout: 'narrow' },
} as const satisfies RouteDeclaration;

export { ContentPage as default } from './content-page.tsx';
