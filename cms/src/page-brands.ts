import type { Core } from '@strapi/strapi';
import { brandName, pageBrands } from './site-rules';

const PAGE = 'api::page.page';

/** The brands whose site shows the page at `path`, by name ("TeamTrek, Corporate Fitness"); null for a path the site has no page at. */
export function shownOn(path: string): string | null {
  const brands = pageBrands(path);
  return brands?.length ? brands.map(brandName).join(', ') : null;
}

/**
 * A page's `shown_on` (the admin list's Brand column; private, so the site never reads it) follows
 * its path: it is the repository's answer (content/cms: a page file's `brands`), not the
 * marketer's, so it is written with every save that names a path and kept in step at every start.
 */
export function fillShownOn(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== PAGE || !['create', 'update', 'publish'].includes(context.action)) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (data && typeof data.path === 'string') data.shown_on = shownOn(data.path);
    return next();
  });
}

/** Every page row (each locale, draft and published) whose `shown_on` is not its path's, corrected in place. */
export async function syncShownOn(strapi: Core.Strapi) {
  const rows = (await strapi.db.query(PAGE).findMany({ select: ['id', 'path', 'shown_on'] })) as {
    id: number;
    path: string | null;
    shown_on: string | null;
  }[];
  for (const row of rows) {
    const expected = row.path ? shownOn(row.path) : null;
    if (row.shown_on !== expected)
      await strapi.db.query(PAGE).update({ where: { id: row.id }, data: { shown_on: expected } });
  }
}
