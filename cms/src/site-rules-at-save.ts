import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { checkPage, type SiteProblem } from './site-rules';
import { recordRefusal, refusalResolved, withDeliveriesHeld } from './site-status';

const PAGE = 'api::page.page';
/** The content types whose saves the site's rules guard. */
type ContentUid = typeof PAGE | 'api::landing-page.landing-page';
/** Document actions that change an entry's draft or publish it. */
const WRITES = new Set(['create', 'update', 'publish']);

/**
 * The admin's error for refused fields, in Strapi's own validation format (ValidationError with
 * `details.errors` [{ path, message }]): the edit form keeps every field as typed (with the admin
 * patch src/admin/admin-patches.ts), marks each field named and shows its message beside it; the
 * notification says the whole. A page's problems are already in a marketer's words (src/site-rules
 * words them); a menu's name the item by its titles. Every message starts "Not saved: ", which the
 * menu editor's patched notification looks for.
 */
export function refusal(what: string, problems: SiteProblem[], key?: string): errors.ValidationError {
  const page = what === 'page';
  const list = problems.map((p) => (page || !p.path ? p.message : `${p.path}: ${p.message}`));
  const message = page
    ? `Not saved: ${list.join(' ')}`
    : `Not saved: the site would refuse the ${what}. ${list.join(' ')}`;
  recordRefusal(what, message, key);
  return new errors.ValidationError(message, {
    errors: problems
      .filter((p) => !page || p.path)
      .map((p) => ({ path: p.path ? p.path.split('.') : [], message: p.message, name: 'ValidationError' })),
  });
}

/**
 * Runs the site's rules at every save and publish of one content type: the entry as saved (the
 * draft of the localization written) goes to `check` inside one transaction; any problem rolls the
 * write back and the admin shows why (Strapi's ValidationError: the message in the notification,
 * each field marked in the form, what was typed kept by the admin patch of
 * src/admin/admin-patches.ts), and the webhooks wait for the commit (src/site-status.ts), so none
 * leaves for a refused write.
 */
export function guardSaves(
  strapi: Core.Strapi,
  uid: ContentUid,
  check: (saved: Record<string, unknown>, documentId: string) => SiteProblem[] | Promise<SiteProblem[]>,
) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== uid || !WRITES.has(context.action)) return next();
    return withDeliveriesHeld(() =>
      strapi.db.transaction(async () => {
        const result = await next();
        const documentId =
          (result as { documentId?: string } | null)?.documentId ??
          (context.params as { documentId?: string }).documentId;
        if (!documentId) return result;
        // The localization written (`locale` of the action; the default locale when none is named).
        const locale = (context.params as { locale?: unknown }).locale;
        const saved = (await strapi.documents(uid).findOne({
          documentId,
          status: 'draft',
          populate: ['cta', 'picture'],
          ...(typeof locale === 'string' && locale !== '*' && { locale }),
        })) as Record<string, unknown> | null;
        const problems = saved ? await check(saved, documentId) : [];
        const key = `page ${documentId}|${typeof saved?.locale === 'string' ? saved.locale : ''}`;
        if (problems.length) throw refusal('page', problems, key);
        refusalResolved(key);
        return result;
      }),
    );
  });
}

/**
 * Every save and publish of a page runs the site's own rules (src/site-rules: the worker's page
 * schema and link checks, bundled from the repository). The site still checks what it receives
 * (worker/content/cms/cms-page-source.ts).
 */
export function guardPageSaves(strapi: Core.Strapi) {
  guardSaves(strapi, PAGE, (saved) => checkPage(saved));
}
