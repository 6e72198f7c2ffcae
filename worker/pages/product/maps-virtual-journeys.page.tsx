/**
 * /product/benefits/maps-virtual-journeys: the corporate-fitness brand's journey page (its
 * /challenges/… paths belong to its legacy host): the words of
 * content/cms/product/benefits/maps-virtual-journeys.md (or the CMS), each section beside a figure
 * from the journeys' own content. More specific than the /product/* route.
 */
import type { RouteDeclaration } from '../page-module.ts';

export const route = {
  name: 'product-maps-virtual-journeys',
  paths: ['/product/benefits/maps-virtual-journeys'],
  brands: ['cofi'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { loadCmsPage as load } from '../cms-page-load.ts';
export { JourneyBenefitPage as default } from './journey-benefit.tsx';
