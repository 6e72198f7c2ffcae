/**
 * /solutions/security-privacy: the general brand's trust centre (worker/pages/trust/): the words of
 * content/cms/solutions/security-privacy.md (or the CMS), then the facts of content/trust/.
 */
import type { RouteDeclaration } from '../page-module.ts';

export const route = {
  name: 'solutions-security-privacy',
  paths: ['/solutions/security-privacy'],
  brands: ['default'],
  content: 'cms',
  cachedParams: ['region'],
  // DATA_CENTRES (worker/trust/trust-catalogues.ts), as a literal the build reads.
  cachedParamValues: { region: ['us', 'eu', 'uk'] },
} as const satisfies RouteDeclaration;

export { loadCmsPage as load } from '../cms-page-load.ts';
export { TrustCentrePage as default, trustCentreStructuredData as structuredData } from '../trust/trust-centre.tsx';
