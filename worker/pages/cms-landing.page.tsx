/** A landing page made in the CMS (`/lp/<slug>`): one brand's, rendered like a content-managed page. */
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'cms-landing',
  paths: ['/lp/:slug'],
  brands: ['default', 'cofi'],
  content: 'landing',
} as const satisfies RouteDeclaration;

export { CmsPage as default } from './cms-page.tsx';
export { landingExists as exists, loadLandingParts as load } from './landing-load.ts';
