import type { Core } from '@strapi/strapi';
import { livePages } from './live-page';
import { lastFailureOf } from './site-status';
import { publishState, type Served } from './publish-state';
import { servedVersion } from './served-version';

const PAGE = 'api::page.page';

/** Per run: when each published version (`documentId|locale|publishedAt`) was first seen served everywhere. */
const firstSeenLive = new Map<string, string>();

/**
 * `GET /site-status/publish?documentId=…&locale=…` (admin session): the Site box's state of the
 * entry's last publish (src/publish-state.ts), read from the live pages the site serves now.
 */
export function servePublishStatus(strapi: Core.Strapi) {
  const siteUrl = () => process.env.SITE_URL ?? 'http://localhost:8787';
  async function statusOf(documentId: string, locale: string | undefined) {
    const one = (status: 'draft' | 'published') =>
      strapi.documents(PAGE).findOne({
        documentId,
        status,
        fields: ['updatedAt', 'publishedAt'],
        ...(locale && { locale }),
      }) as Promise<{ updatedAt?: string; publishedAt?: string } | null>;
    const [draft, published] = await Promise.all([one('draft'), one('published')]);
    const publishedAt = published?.publishedAt ? new Date(published.publishedAt).toISOString() : null;
    const pages = publishedAt ? await livePages(strapi, documentId, locale, siteUrl()) : [];
    const served: Served[] = await Promise.all(
      pages.map(async (page) => ({ brand: page.brand, url: page.url, ...(await servedVersion(page.url)) })),
    );
    const failure = lastFailureOf(documentId, locale);
    const key = `${documentId}|${locale ?? ''}|${publishedAt}`;
    const state = publishState({
      publishedAt,
      draftUpdatedAt: draft?.updatedAt ? new Date(draft.updatedAt).toISOString() : null,
      publishedUpdatedAt: published?.updatedAt ? new Date(published.updatedAt).toISOString() : null,
      served,
      failedDelivery:
        failure && publishedAt && failure.at >= publishedAt
          ? `${failure.status} ${failure.message ?? ''}`.trim()
          : undefined,
      firstSeenLive: firstSeenLive.get(key),
      now: Date.now(),
    });
    if (state.state === 'live' && !firstSeenLive.has(key)) firstSeenLive.set(key, state.liveAt);
    return { ...state, served };
  }
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'GET',
        path: '/site-status/publish',
        handler: async (ctx: { query: Record<string, unknown>; body: unknown; status: number }) => {
          const { documentId, locale } = ctx.query;
          if (typeof documentId !== 'string') {
            ctx.status = 400;
            ctx.body = { error: 'documentId is required' };
            return;
          }
          ctx.body = await statusOf(documentId, typeof locale === 'string' ? locale : undefined);
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  } as never);
}
