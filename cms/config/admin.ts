import type { Core } from '@strapi/strapi';
import { PREVIEW_LINK_SECONDS, previewLink } from '../src/preview-link';

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
  // The "Open preview" button of a page: the site's own page with the draft, through a signed
  // link that expires (src/preview-link.ts). SITE_URL is where the marketer's site runs
  // (`npm start`: http://localhost:8787); CMS_PREVIEW_SECRET is shared with the worker.
  preview: {
    enabled: Boolean(env('CMS_PREVIEW_SECRET')),
    config: {
      allowedOrigins: [env('SITE_URL', 'http://localhost:8787')],
      async handler(uid: string, { documentId, status }: { documentId: string; status?: string }) {
        if (uid !== 'api::page.page') return null;
        const page = await strapi.documents('api::page.page').findOne({ documentId, status: 'draft' });
        if (!page?.path) return null;
        const expires = Math.floor(Date.now() / 1000) + PREVIEW_LINK_SECONDS;
        const link = previewLink(
          env('SITE_URL', 'http://localhost:8787'),
          page.path,
          env('CMS_PREVIEW_SECRET')!,
          expires,
        );
        // A published page's "preview" is the page itself: no signature needed.
        return status === 'published' ? link.split('?')[0]! : link;
      },
    },
  },
});

export default config;
