import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import type { MenuItem } from '../../common/menu/menu-item.ts';
import { embeddedMenus } from '../../worker/content/menus/menu-source.ts';
import { localizedPageContent } from '../../worker/content/page-content-for.ts';
import { contentPageExists } from '../../worker/content/route-copy.ts';
import type { SiteContent } from '../../worker/content/site-content-types.ts';
import { matchPage } from '../../worker/routes/routes.ts';
import type { Tenant } from '../../worker/tenants/schema.ts';
import type { Coverage } from './translation-report.ts';

/** What a visitor of one tenant in one locale still meets in English. */
export interface EnglishLeft {
  tenant: string;
  locale: string;
  /** Pages of the tenant's sitemap without their translation (they show English with a note). */
  pages: number;
  /** Interface messages written exactly as English (a word of three letters or more: not "km"). */
  messages: number;
  /** Links of the main and footer menus to a site page that is English there. */
  menuTargets: number;
  /** Of all those menu links. */
  menuLinks: number;
}

/** Messages a locale's catalogue writes exactly as English does, with a word in them. */
export function englishMessages(english: Record<string, string>, translated: Record<string, string>): string[] {
  return Object.entries(translated)
    .filter(([key, text]) => text === english[key] && /[A-Za-z]{3,}/.test(text.replace(/\{[^{}]*\}/g, '')))
    .map(([key]) => key);
}

const pathsOf = (items: MenuItem[]): string[] =>
  items.flatMap((i) => [...(i.path && i.path.startsWith('/') ? [i.path] : []), ...pathsOf(i.items ?? [])]);

/**
 * Per tenant and offered locale (`npm run check`'s English report, a warning): the pages, messages
 * and menu targets still in English, from the same decisions the pages make (`localizedPageContent`,
 * the menus the pages render).
 */
export function englishLeft(
  tenants: Record<string, Tenant>,
  content: SiteContent,
  coverage: Coverage[],
  catalogues: Record<string, Record<string, string>>,
): EnglishLeft[] {
  const exists = contentPageExists(content);
  const english = catalogues[DEFAULT_LOCALE] ?? {};
  return coverage.map(({ tenant: id, locale, missing }) => {
    const tenant = tenants[id]!;
    const menus = embeddedMenus(tenant, locale as PageLocale);
    const links = [...pathsOf(menus.main ?? []), ...pathsOf(menus.footer ?? [])];
    const englishTargets = links.filter((href) => {
      const path = href.split(/[?#]/, 1)[0]!.replace(/(.)\/$/, '$1');
      const match = matchPage(tenant, path, exists);
      return (
        match &&
        !localizedPageContent({ ...match, path, brand: tenant.routeSet, tenantId: id }, locale as PageLocale, content)
          .translated
      );
    });
    return {
      tenant: id,
      locale,
      pages: missing.length,
      messages: englishMessages(english, catalogues[locale] ?? {}).length,
      menuTargets: englishTargets.length,
      menuLinks: links.length,
    };
  });
}

/** The short table `npm run check` prints, with the totals. */
export function formatEnglishLeft(rows: EnglishLeft[]): string {
  const line = (cells: (string | number)[]) =>
    cells
      .map((c, i) => String(c).padEnd(i < 2 ? 10 : 14))
      .join('')
      .trimEnd();
  const total = (f: (r: EnglishLeft) => number) => rows.reduce((n, r) => n + f(r), 0);
  return [
    'Still in English per tenant and locale (warning):',
    line(['tenant', 'locale', 'pages', 'messages', 'menu targets']),
    ...rows.map((r) => line([r.tenant, r.locale, r.pages, r.messages, `${r.menuTargets} of ${r.menuLinks}`])),
    line([
      'total',
      '',
      total((r) => r.pages),
      total((r) => r.messages),
      `${total((r) => r.menuTargets)} of ${total((r) => r.menuLinks)}`,
    ]),
  ].join('\n');
}
