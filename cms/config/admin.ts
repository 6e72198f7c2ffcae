import type { Core } from '@strapi/strapi';
import { PREVIEW_LINK_SECONDS, previewLink } from '../src/preview-link';
import { brandOrigin, brandOrigins, landingPreviewPath, previewOrigin, sitePath } from '../src/site-rules';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  // Off for the tests' headless Strapi (no admin build needed); the admin API still answers.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  auth: {
    secret: env('ADMIN_JWT_SECRET')!,
  },
  apiToken: {
    salt: env('API_TOKEN_SALT')!,
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT')!,
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY')!,
  },
  flags: {
    nps: false,
    promoteEE: false,
    docLinks: env.bool('FLAG_DOC_LINKS', true),
  },
  // The preview of a page (the panel beside the form, and "Open in a new tab"): the site's own page
  // with the draft, on the host of the brand that owns the page (src/site-rules: locally
  // `<brand>.localhost:<port of SITE_URL>`, in production the brand's canonical host), through a
  // signed link that expires (src/preview-link.ts), in the entry's locale (`/de/…`). SITE_URL is where the marketer's site runs
  // (`npm start`: http://localhost:8787); CMS_PREVIEW_SECRET is shared with the worker. Every
  // brand's origin may be framed by the admin (Strapi adds them to its `frame-src`); the site lets
  // only preview answers be framed, and only by this CMS (worker/http/preview-framing.ts).
  preview: {
    enabled: Boolean(env('CMS_PREVIEW_SECRET')),
    config: {
      allowedOrigins: brandOrigins(env('SITE_URL', 'http://localhost:8787')),
      async handler(
        uid: string,
        { documentId, status, locale }: { documentId: string; status?: string; locale?: string },
      ) {
        const siteUrl = env('SITE_URL', 'http://localhost:8787');
        let origin: string | null = null;
        let path: string | null = null;
        if (uid === 'api::page.page') {
          const page = await strapi
            .documents('api::page.page')
            .findOne({ documentId, status: 'draft', ...(locale && { locale }) });
          path = page?.path ?? null;
          origin = path ? previewOrigin(path, siteUrl) : null;
        } else if (uid === 'api::landing-page.landing-page') {
          // A landing page opens on its own brand's host, at /lp/<slug>.
          const entry = await strapi
            .documents('api::landing-page.landing-page')
            .findOne({ documentId, status: 'draft', ...(locale && { locale }) });
          const at = entry ? landingPreviewPath(entry as { slug?: unknown; brand?: unknown }) : null;
          path = at?.path ?? null;
          origin = at ? brandOrigin(at.brand, siteUrl) : null;
        }
        if (!path || !origin) return null;
        const expires = Math.floor(Date.now() / 1000) + PREVIEW_LINK_SECONDS;
        // The localization's own URL (`/de/solutions/workplace`), signed as it is: it opens no other locale's draft.
        const link = previewLink(origin, sitePath(path, locale), env('CMS_PREVIEW_SECRET')!, expires);
        // A published page's "preview" is the page itself: no signature needed.
        return status === 'published' ? link.split('?')[0]! : link;
      },
    },
  },
});

export default config;
