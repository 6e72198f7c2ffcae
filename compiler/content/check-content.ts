import type { ContentProblem } from './build-content.ts';
import { PAGE_ROUTES } from '../../worker/routes/routes.ts';
import { missingRouteCopy } from '../../worker/content/route-copy.ts';
import type { SiteContent } from '../../worker/content/site-content-types.ts';

/**
 * Copy not written yet: a static route without its file, or the 404 page without its own. The
 * build tolerates these (the page answers 500) so work on other pages goes on; check and tests do not.
 */
export function missingContent(content: SiteContent): ContentProblem[] {
  const problems: ContentProblem[] = missingRouteCopy(content).map(({ route, brand, expected }) => ({
    file: expected.split(' ')[0]!,
    path: '(file)',
    message: `missing: ${route.pattern} (route "${route.name}") is a page of the ${brand} brand and needs ${expected}`,
  }));
  if (!content.pages['not-found'])
    problems.push({
      file: 'content/pages/not-found.md',
      path: '(file)',
      message: 'missing: the 404 page takes its copy from it',
    });
  if (!content.pages['pricing-after-trial'])
    problems.push({
      file: 'content/pages/pricing-after-trial.md',
      path: '(file)',
      message: 'missing: /pricing?mode=afterTrial takes its heading, next steps and calls to action from it',
    });
  return problems;
}

/**
 * Rules across files that make content wrong, not just unfinished: a page variant
 * (`about.wmm.md`) must name a tenant, a ready-to-go slug must not take a /challenges page's
 * name, and package ids are unique.
 */
export function contentRuleProblems(content: SiteContent, tenantIds: readonly string[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const key of Object.keys(content.pages)) {
    const variant = key.split('.')[1];
    if (variant && !tenantIds.includes(variant)) {
      problems.push({
        file: `content/pages/${key}.md`,
        path: '(file)',
        message: `".${variant}" names no tenant; use a tenant id (${tenantIds.join(', ')}) or drop the suffix`,
      });
    }
  }
  // /challenges/{id} sits beside /challenges/journeys and friends: a slug taking their name would be hidden.
  const reserved = PAGE_ROUTES.map((r) => /^\/challenges\/([a-z-]+)$/.exec(r.pattern)?.[1]).filter(Boolean);
  for (const [slug, rtg] of Object.entries(content.readyToGo)) {
    if (reserved.includes(slug))
      problems.push({
        file: `content/challenges/ready-to-go/${slug}.md`,
        path: '(file)',
        message: `"${slug}" is the name of the page /challenges/${slug}; rename the file`,
      });
    const ids = rtg.packages.map((p) => p.id);
    if (new Set(ids).size !== ids.length)
      problems.push({
        file: `content/challenges/ready-to-go/${slug}.md`,
        path: 'packages',
        message: 'package ids must be unique',
      });
  }
  return problems;
}
