// The site's rules for a landing page (`/lp/<slug>`, one brand), in a marketer's words: bundled
// into the CMS with site-rules.ts and run at every save and publish (cms/src/landing-rules-at-save.ts).
import { BRANDS, type Brand } from '../../common/brands.ts';
import { PAGE_EXISTS } from '../../worker/content/built-content.ts';
import { landingAsPage, brandOfName } from '../../worker/content/cms/landing-answers.ts';
import { LANDING_SLUG, LANDING_SLUG_MAX, landingPath } from '../../worker/content/cms/landing-paths.ts';
import { SITE_DATA } from '../../worker/generated/site-data.ts';
import { matchPage } from '../../worker/routes/routes.ts';
import { compileRedirects, matchRedirect } from '../../worker/routing/redirect-matcher.ts';
import { copyProblems, type SiteProblem } from './site-rules.ts';
import { ownHostLinkProblems } from './own-host-links.ts';

const brandNames = () => BRANDS.map((b) => SITE_DATA.tenants[b]!.name).join(' or ');

/** Why a slug cannot be a landing page's address on a brand, in words; null when it can. */
function slugProblem(slug: unknown, brand: Brand | undefined): string | null {
  if (typeof slug !== 'string' || slug === '')
    return "The address: type the end of the page's address, such as spring-step-challenge (the page will be at /lp/spring-step-challenge).";
  if (!LANDING_SLUG.test(slug) || slug.length > LANDING_SLUG_MAX)
    return `The address: "${slug}" can only use lowercase letters a to z, digits and single hyphens between words, at most ${LANDING_SLUG_MAX} characters, such as spring-step-challenge.`;
  if (!brand) return null;
  const path = landingPath(slug);
  if (matchPage(brand, path, PAGE_EXISTS))
    return `The address: the ${SITE_DATA.tenants[brand]!.name} site already has a page at ${path}. Choose another address.`;
  for (const [id, tenant] of Object.entries(SITE_DATA.tenants).filter(([, t]) => t.routeSet === brand)) {
    const rule = matchRedirect(compileRedirects(SITE_DATA.redirects[id] ?? []), path)?.rule;
    if (rule)
      return `The address: ${path} is already sent elsewhere on ${tenant.name} (to ${rule.destination}, in the site's redirect table), so visitors would never see this page. Choose another address.`;
  }
  return null;
}

/**
 * What the site would refuse in a landing page entry (its draft with `cta` populated): the address
 * (`slug`), the brand, a clash with a page or redirect of that brand, then the copy as the site
 * checks a page's. Another landing page of the brand at the same address is the CMS's to find
 * (it reads its own database): `sameAddress` names it.
 */
export function checkLandingPage(entry: Record<string, unknown>, sameAddress?: string): SiteProblem[] {
  const brand = brandOfName(entry.brand);
  const problems: SiteProblem[] = [];
  if (!brand)
    problems.push({ path: 'brand', message: `The brand: choose the site that shows this page, ${brandNames()}.` });
  const slugIssue = slugProblem(entry.slug, brand);
  if (slugIssue) problems.push({ path: 'slug', message: slugIssue });
  else if (sameAddress && brand)
    problems.push({
      path: 'slug',
      message: `The address: the ${SITE_DATA.tenants[brand]!.name} landing page "${sameAddress}" is already at ${landingPath(String(entry.slug))}. Choose another address.`,
    });
  if (problems.length || !brand) return problems;
  const slug = String(entry.slug);
  return [
    ...copyProblems(entry, landingAsPage({ data: [entry] }, brand, slug), landingPath(slug), [brand]),
    ...ownHostLinkProblems(entry),
  ];
}

/** Where a landing page's preview opens: its brand, its path (`/lp/<slug>`); null until both are valid. */
export function landingPreviewPath(entry: { slug?: unknown; brand?: unknown }): { brand: Brand; path: string } | null {
  const brand = brandOfName(entry.brand);
  return brand && typeof entry.slug === 'string' && LANDING_SLUG.test(entry.slug)
    ? { brand, path: landingPath(entry.slug) }
    : null;
}
