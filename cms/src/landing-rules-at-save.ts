import type { Core } from '@strapi/strapi';
import { checkLandingPage } from './site-rules';
import { refusal } from './site-rules-at-save';
import { withDeliveriesHeld } from './site-status';

const LANDING = 'api::landing-page.landing-page';
const WRITES = new Set(['create', 'update', 'publish']);

/**
 * Every save and publish of a landing page runs the site's rules (src/site-rules: its address
 * `/lp/<slug>`, its brand, no clash with a page or redirect of that brand or another landing page
 * of the brand, then the copy as the site checks a page's) on the entry as saved, inside one
 * transaction: refused, nothing is written, the admin marks the fields in a marketer's words and
 * keeps what was typed (the admin patch of src/admin/admin-patches.ts), and no webhook leaves.
 */
export function guardLandingSaves(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== LANDING || !WRITES.has(context.action)) return next();
    return withDeliveriesHeld(() =>
      strapi.db.transaction(async () => {
        const result = await next();
        const documentId =
          (result as { documentId?: string } | null)?.documentId ??
          (context.params as { documentId?: string }).documentId;
        if (!documentId) return result;
        const locale = (context.params as { locale?: unknown }).locale;
        const saved = (await strapi.documents(LANDING).findOne({
          documentId,
          status: 'draft',
          populate: ['cta'],
          ...(typeof locale === 'string' && locale !== '*' && { locale }),
        })) as Record<string, unknown> | null;
        if (!saved) return result;
        // Another landing page of the same brand at the same address (any locale, draft or published).
        const same = (await strapi.db.query(LANDING).findOne({
          where: { slug: saved.slug, brand: saved.brand, documentId: { $ne: documentId } },
          select: ['title'],
        })) as { title?: string } | null;
        const problems = checkLandingPage(saved, same ? String(same.title ?? 'untitled') : undefined);
        if (problems.length) throw refusal('page', problems);
        return result;
      }),
    );
  });
}
