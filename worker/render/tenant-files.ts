import type { ResolvedTenant } from '../tenants/resolve.ts';
import type { Tenant } from '../tenants/schema.ts';
import { sitemapPaths, sitemapXml } from './sitemap.ts';
import { DEFAULT_LOCALE, prefixOf, type PageLocale } from '../../common/i18n/locales.ts';
import { localeSitemapPaths } from '../i18n/locale-sitemap.ts';
import { securityTxt, SECURITY_TXT_PATH } from '../trust/security-txt.ts';
import type { TenantFile } from '../routing/tenant-file-paths.ts';
import { trustFacts } from '../trust/trust-facts.ts';

/** App paths the mobile apps open directly (the same deep links the worker hands to the app host). */
export const APP_LINK_PATHS = ['/r/dl/*', '/r/a/*', '/events*', '/by/*', '/series/*', '/organizations*', '/profile*'];

/**
 * robots.txt: crawl the marketing pages, not the app paths handed to the app host or the
 * preview and test pages.
 */
export function robotsTxt(tenant: Tenant): string {
  return [
    `# ${tenant.name}`,
    'User-agent: *',
    'Allow: /',
    'Disallow: /profile',
    'Disallow: /eventmanager',
    'Disallow: /checkout/',
    'Disallow: /account/',
    'Disallow: /test/',
    'Disallow: /tmp/',
    'Disallow: /*?*tenant=',
    '',
    // One sitemap per locale the tenant offers: each lists the pages translated into it (worker/i18n/locale-sitemap.ts).
    ...tenant.locales.map((locale) => `Sitemap: ${tenant.homeUrl}${prefixOf(locale)}/sitemap.xml`),
    '',
  ].join('\n');
}

/** iOS universal links: which app opens which paths on this tenant's hosts. */
export function appleAppSiteAssociation(tenant: Tenant) {
  return {
    applinks: {
      apps: [],
      details: [{ appIDs: [tenant.appLinks.appleAppId], appID: tenant.appLinks.appleAppId, paths: APP_LINK_PATHS }],
    },
  };
}

/** Android app links: the app package and signing certificates allowed to open this site's links. */
export function assetLinks(tenant: Tenant) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: tenant.androidPackageId,
        sha256_cert_fingerprints: tenant.appLinks.androidSha256,
      },
    },
  ];
}

/** Web app manifest: the tenant's name, colours and icon. */
export function webManifest(tenant: Tenant) {
  return {
    name: tenant.name,
    short_name: tenant.name.length > 12 ? tenant.name.split(/\s+/)[0] : tenant.name,
    description: tenant.description,
    start_url: '/',
    display: 'browser',
    lang: tenant.lang,
    dir: tenant.dir,
    theme_color: tenant.theme.primary,
    background_color: tenant.theme.background,
    icons: [{ src: tenant.favIconUrl, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    related_applications: [
      { platform: 'itunes', url: `https://apps.apple.com/app/id${tenant.iOSAppStoreId}` },
      {
        platform: 'play',
        id: tenant.androidPackageId,
        url: `https://play.google.com/store/apps/details?id=${tenant.androidPackageId}`,
      },
    ],
  };
}

/**
 * The body and content type of a tenant file; `host`: the host asked (security.txt names it
 * canonical); `landingPaths`: the sitemap's landing pages from the CMS, in the locale's paths.
 */
export function tenantFile(
  file: TenantFile,
  resolved: ResolvedTenant,
  locale: PageLocale = DEFAULT_LOCALE,
  host?: string,
  landingPaths: readonly string[] = [],
): { body: string; type: string } {
  const { tenant } = resolved;
  switch (file) {
    case '/sitemap.xml':
      return {
        body: sitemapXml(tenant.homeUrl, [
          ...localeSitemapPaths(resolved, locale, sitemapPaths(tenant, resolved.id)),
          ...landingPaths,
        ]),
        type: 'application/xml; charset=utf-8',
      };
    case '/robots.txt':
      return { body: robotsTxt(tenant), type: 'text/plain; charset=utf-8' };
    case '/.well-known/apple-app-site-association':
      return { body: JSON.stringify(appleAppSiteAssociation(tenant)), type: 'application/json' };
    case '/.well-known/assetlinks.json':
      return { body: JSON.stringify(assetLinks(tenant)), type: 'application/json' };
    case '/manifest.webmanifest':
      return { body: JSON.stringify(webManifest(tenant)), type: 'application/manifest+json' };
    case SECURITY_TXT_PATH:
      return { body: securityTxt(tenant, trustFacts().securityTxt, host), type: 'text/plain; charset=utf-8' };
  }
}
