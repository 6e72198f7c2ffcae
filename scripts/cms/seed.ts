import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MenuItem } from '../../common/menu/menu-item.ts';
import { seedLocalizations, seedNavigationItems, seedPages } from './seed-content.ts';
import { seedMenuTranslations } from './seed-menu-translations.ts';
import { ensureMarketer } from './marketer-role.ts';
import { configurePageAdmin } from './page-admin-layout.ts';
import { configureLandingAdmin } from './landing-admin-layout.ts';
import { PAGE_LOCALES } from '../../common/i18n/locales.ts';
import {
  adminSession,
  createApiToken,
  ensureWebhook,
  SITE_TOKEN_PERMISSIONS,
  type AdminLogin,
  type StrapiAdmin,
} from './strapi-admin.ts';

export interface SeedOptions {
  /** Strapi's address, such as http://127.0.0.1:1337. */
  origin: string;
  /** The repository root: content/cms and content/menus are read from there. */
  root: string;
  login: AdminLogin;
  /** Where Strapi posts publishes, and the shared secret (CMS_WEBHOOK_SECRET). */
  webhook?: { url: string; secret: string };
  /** The login of the Marketer role (scripts/cms/marketer-role.ts), made when missing. */
  marketer?: { email: string; password: string };
}

export interface SeedResult {
  admin: StrapiAdmin;
  /** The site's API token (CMS_TOKEN): read pages, render menus. */
  siteToken: string;
  /** False when the database already had pages (nothing was added). */
  seeded: boolean;
  pages: number;
  /** Localizations seeded from `<name>.<locale>.md` (0 when the database was kept). */
  localizations: number;
  /** Translations whose English file changed since they were made (seeded anyway; `npm run check` lists them too). */
  stale: string[];
  menus: string[];
  /** Other locales' navigations filled from `<key>.<locale>.json`, as `<key> (<locale>)` (none when the database was kept). */
  menuTranslations: string[];
}

/** Menu keys are the files of content/menus (`main-menu-cofi.json` → `main-menu-cofi`), as the site embeds them. */
function menuFiles(root: string): Map<string, MenuItem[]> {
  const dir = join(root, 'content/menus');
  return new Map(
    readdirSync(dir)
      // `<key>.<locale>.json` are a menu's words in a locale (compiler/content/build-menu-translations.ts),
      // not menus: they fill that locale's navigation (seed-menu-translations.ts).
      .filter((f) => /^[^.]+\.json$/.test(f))
      .sort()
      .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8')) as MenuItem[]]),
  );
}

/**
 * Prepares a running Strapi for the site and, when it has no page yet, fills it from the
 * repository's own content (content/cms pages, published, each translation file as its page's
 * localization; content/menus as navigations named by the menu keys: English from `<key>.json`,
 * and each `<key>.<locale>.json` as that locale's navigation; the plugin makes every locale's
 * navigation, so a locale without a file stays empty and the site shows English there),
 * all over the REST and admin APIs. Safe to run on every start: an existing
 * database keeps its edits; the site token is created anew.
 */
export async function seedCms(options: SeedOptions): Promise<SeedResult> {
  const admin = await adminSession(options.origin, options.login);
  // The plugin stored its defaults on first boot and the store wins over config/plugins.ts:
  // dropping the stored copy makes it read the file again.
  await admin.call('DELETE', '/navigation/config');
  const seedToken = await createApiToken(admin, 'seed', { type: 'full-access' });
  const rest = <T>(method: string, path: string, body?: unknown) => admin.call<T>(method, path, body, seedToken);

  const existing = await rest<{ meta: { pagination: { total: number } } }>(
    'GET',
    '/api/pages?status=draft&pagination[pageSize]=1',
  );
  const menus = menuFiles(options.root);
  let seeded = false;
  let pages = existing.meta.pagination.total;
  let localizations = 0;
  const menuTranslations: string[] = [];
  const staleFiles: string[] = [];
  if (pages === 0) {
    const documentIds = new Map<string, string>();
    for (const page of seedPages(options.root)) {
      const { data } = await rest<{ data: { documentId: string } }>('POST', '/api/pages?status=published', {
        data: page,
      });
      documentIds.set(page.path, data.documentId);
    }
    pages = documentIds.size;
    // Each translation file becomes its page's localization, published.
    for (const localization of seedLocalizations(options.root)) {
      const documentId = documentIds.get(localization.path);
      if (!documentId) throw new Error(`${localization.file}: no English page ${localization.path} to localize`);
      const { path: _path, locale, file: _file, stale, ...fields } = localization;
      await rest('PUT', `/api/pages/${documentId}?locale=${locale}&status=published`, { data: fields });
      localizations += 1;
      if (stale) staleFiles.push(localization.file);
    }
    // Every navigation first: the plugin derives a navigation's slug from its name and counts
    // items whose key starts with it, so items created before would suffix the slug.
    const created = new Map<string, { id: number; documentId: string }>();
    for (const key of menus.keys())
      created.set(
        key,
        await admin.call<{ id: number; documentId: string }>('POST', '/navigation', { name: key, visible: true }),
      );
    const sitePages = await sitePageIds(admin);
    for (const [key, items] of menus) {
      const { id, documentId } = created.get(key)!;
      await admin.call('PUT', `/navigation/${documentId}`, {
        id,
        documentId,
        name: key,
        visible: true,
        items: seedNavigationItems(items, documentIds, '', sitePages),
      });
    }
    // Each menu translation fills its locale's navigation, which the plugin made with the English
    // one (same documentId, its own id): the same items, paths and related entries, the locale's
    // labels. The plugin resolves each related entry in that locale.
    const navigations = await admin.call<{ id: number; documentId: string; name: string; locale: string }[]>(
      'GET',
      '/navigation',
    );
    for (const { key, locale, file, items } of seedMenuTranslations(options.root, menus)) {
      const navigation = navigations.find((n) => n.name === key && n.locale === locale);
      if (!navigation)
        throw new Error(`${file}: Strapi has no ${locale} navigation ${key}; is ${locale} a locale of the CMS?`);
      const { id, documentId } = navigation;
      await admin.call('PUT', `/navigation/${documentId}`, {
        id,
        documentId,
        name: key,
        visible: true,
        locale,
        items: seedNavigationItems(items, documentIds, '', sitePages),
      });
      menuTranslations.push(`${key} (${locale})`);
    }
    seeded = true;
  }
  const { data: tokens } = await admin.call<{ data: { id: number; name: string }[] }>('GET', '/admin/api-tokens');
  for (const t of tokens.filter((t) => t.name === 'seed')) await admin.call('DELETE', `/admin/api-tokens/${t.id}`);
  const siteToken = await createApiToken(admin, 'site', { type: 'custom', permissions: SITE_TOKEN_PERMISSIONS });
  if (options.webhook) await ensureWebhook(admin, options.webhook.url, options.webhook.secret);
  if (options.marketer) await ensureMarketer(admin, options.marketer, [...PAGE_LOCALES]);
  await configurePageAdmin(admin);
  await configureLandingAdmin(admin);
  return {
    admin,
    siteToken,
    seeded,
    pages,
    localizations,
    stale: staleFiles,
    menus: [...menus.keys()],
    menuTranslations,
  };
}

/** The read-only Site page entries Strapi made at start (cms/src/site-pages.ts), by path. */
async function sitePageIds(admin: StrapiAdmin): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let page = 1; ; page += 1) {
    const { results, pagination } = await admin.call<{
      results: { path: string; documentId: string }[];
      pagination: { pageCount: number };
    }>('GET', `/content-manager/collection-types/api::site-page.site-page?page=${page}&pageSize=100`);
    for (const r of results) ids.set(r.path, r.documentId);
    if (page >= pagination.pageCount) return ids;
  }
}
