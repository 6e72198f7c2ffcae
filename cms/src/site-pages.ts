import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { sitePages } from './site-rules';

export const SITE_PAGE = 'api::site-page.site-page';
let syncing = false;

/**
 * "Site page" entries: the pages a menu may link that the CMS does not edit (src/site-rules), one
 * entry each, so the navigation plugin links them as it links a Page (an INTERNAL item with a
 * related entry, which its edit window can save). They mirror the repository: added at every start
 * when the site gained a page, and read-only in the admin (a change would not reach the site).
 */
export function guardSitePages(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== SITE_PAGE || syncing || ['findOne', 'findMany', 'findFirst', 'count'].includes(context.action))
      return next();
    throw new errors.ApplicationError(
      'Site pages are read-only: they list the pages of the site that the CMS does not edit (their copy is in the repository). Link them from a menu item.',
    );
  });
}

/** Adds an entry for each site page the database does not have yet. */
export async function syncSitePages(strapi: Core.Strapi) {
  const known = new Set(
    (await strapi.documents(SITE_PAGE).findMany({ fields: ['path'], limit: 10_000 })).map((e) => e.path as string),
  );
  syncing = true;
  try {
    for (const page of sitePages()) if (!known.has(page.path)) await strapi.documents(SITE_PAGE).create({ data: page });
  } finally {
    syncing = false;
  }
}
