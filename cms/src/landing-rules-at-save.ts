import type { Core } from '@strapi/strapi';
import { checkLandingPage } from './site-rules';
import { guardSaves } from './site-rules-at-save';

const LANDING = 'api::landing-page.landing-page';

/**
 * Every save and publish of a landing page runs the site's rules (src/site-rules: its address
 * `/lp/<slug>`, its brand, no clash with a page or redirect of that brand or another landing page
 * of the brand, then the copy as the site checks a page's) on the entry as saved, the way a page's
 * are run (src/site-rules-at-save.ts): refused, nothing is written and no webhook leaves.
 */
export function guardLandingSaves(strapi: Core.Strapi) {
  guardSaves(strapi, LANDING, async (saved, documentId) => {
    // Another landing page of the same brand at the same address (any locale, draft or published).
    const same = (await strapi.db.query(LANDING).findOne({
      where: { slug: saved.slug, brand: saved.brand, documentId: { $ne: documentId } },
      select: ['title'],
    })) as { title?: string } | null;
    return checkLandingPage(saved, same ? String(same.title ?? 'untitled') : undefined);
  });
}
