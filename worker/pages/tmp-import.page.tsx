/** /tmp/import: importing participants (a temporary page the spec lists). Its words are content/pages/tmp-import.md. */
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'tmp-import',
  paths: ['/tmp/import'],
  brands: ['default'],
  content: 'copy',
} as const satisfies RouteDeclaration;

export { ContentPage as default } from './content-page.tsx';
