import type { Core } from '@strapi/strapi';
import { guardPageSaves } from './site-rules-at-save';
import { guardLandingSaves } from './landing-rules-at-save';
import { guardMenuSaves } from './menu-rules-at-save';
import { guardSitePages, syncSitePages } from './site-pages';
import { watchDeliveries } from './site-status';
import { serveLivePages } from './live-page';
import { servePublishStatus } from './publish-status';
import { fillShownOn, syncShownOn } from './page-brands';
import { ensureSiteLocales } from './locales';
import { savingLocale } from './menu-rules-at-save';
import { pickBrandPages } from './page-picker';

export default {
  /** The site's rules at Save: a page the site would refuse is not saved (src/site-rules-at-save.ts). */
  register({ strapi }: { strapi: Core.Strapi }) {
    fillShownOn(strapi);
    guardPageSaves(strapi);
    guardLandingSaves(strapi);
    guardSitePages(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureSiteLocales(strapi);
    await syncSitePages(strapi);
    await syncShownOn(strapi);
    watchDeliveries(strapi);
    serveLivePages(strapi);
    servePublishStatus(strapi);
    reportMenuSaves(strapi);
    guardMenuSaves(strapi);
    pickBrandPages(strapi);
  },
};

/**
 * The navigation plugin (3.3.7) reports a saved menu through `strapi.webhookRunner`, which
 * Strapi 5 no longer has ("Webhook runner not present"), so no webhook would fire for a menu.
 * Its event goes to Strapi's event hub instead, where webhooks listen: a saved menu posts
 * `entry.update` with model `navigation` to the site (worker/content/cms/cms-webhook.ts), with the
 * locale of the navigation saved (the plugin's own entity is the default locale's), so the site
 * warms that locale's menus. While a save is being checked, its webhooks wait for the commit
 * (src/site-status.ts).
 */
function reportMenuSaves(strapi: Core.Strapi) {
  const common = strapi.plugin('navigation')?.service('common') as
    | {
        emitEvent?: (args: {
          entity: { documentId?: string; name?: string; slug?: string };
          event: string;
          uid: string;
        }) => Promise<void>;
      }
    | undefined;
  if (!common?.emitEvent) return;
  common.emitEvent = async ({ entity, event, uid }) => {
    strapi.eventHub.emit(event, {
      model: 'navigation',
      uid,
      entry: { documentId: entity.documentId, name: entity.name, slug: entity.slug, locale: savingLocale() },
    });
  };
}
