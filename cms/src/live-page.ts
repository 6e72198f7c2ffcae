import type { Core } from '@strapi/strapi';
import { brandName, brandOrigin, pageBrands, sitePath } from './site-rules';

const PAGE = 'api::page.page';

/** A brand's live copy of a page: its name as the marketer knows it, and the page's URL on its host. */
export interface LivePage {
  brand: string;
  url: string;
}

/**
 * The live pages of one localization of a page, on each brand that shows it (`SITE_URL`'s host
 * locally, the brand's own host in production), or none while it has no published version: the
 * "View the live page" links of the entry's Site panel (src/admin/app.tsx).
 */
export async function livePages(
  strapi: Core.Strapi,
  documentId: string,
  locale: string | undefined,
  siteUrl: string,
): Promise<LivePage[]> {
  const published = await strapi
    .documents(PAGE)
    .findOne({ documentId, status: 'published', fields: ['path'], ...(locale && { locale }) });
  const path = published?.path as string | undefined;
  if (!path) return [];
  return (pageBrands(path) ?? []).map((brand) => ({
    brand: brandName(brand),
    url: `${brandOrigin(brand, siteUrl)}${sitePath(path, locale)}`,
  }));
}

/** `GET /site-status/live-page?documentId=…&locale=…` (admin session): `{ pages: LivePage[] }`. */
export function serveLivePages(strapi: Core.Strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'GET',
        path: '/site-status/live-page',
        handler: async (ctx: { query: Record<string, unknown>; body: unknown }) => {
          const { documentId, locale } = ctx.query;
          ctx.body = {
            pages:
              typeof documentId === 'string'
                ? await livePages(
                    strapi,
                    documentId,
                    typeof locale === 'string' ? locale : undefined,
                    process.env.SITE_URL ?? 'http://localhost:8787',
                  )
                : [],
          };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  } as never);
}
