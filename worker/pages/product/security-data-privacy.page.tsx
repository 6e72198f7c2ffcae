/**
 * /product/benefits/security-data-privacy: the corporate-fitness brand's trust centre (spec §2 maps
 * cofi's security-privacy here): the words of content/cms/product/benefits/security-data-privacy.md
 * (or the CMS), then the facts of content/trust/. More specific than the /product/* route.
 */
import type { RouteDeclaration } from '../page-module.ts';

export const route = {
  name: 'product-security-data-privacy',
  paths: ['/product/benefits/security-data-privacy'],
  brands: ['cofi'],
  content: 'cms',
  cachedParams: ['region'],
  // DATA_CENTRES (worker/trust/trust-catalogues.ts), as a literal the build reads.
  cachedParamValues: { region: ['us', 'eu', 'uk'] },
} as const satisfies RouteDeclaration;

export { loadCmsPage as load } from '../cms-page-load.ts';
export { TrustCentrePage as default, trustCentreStructuredData as structuredData } from '../trust/trust-centre.tsx';
