import type { Core } from '@strapi/strapi';

export default {
  register() {},

  /**
   * The navigation plugin (3.3.7) reports a saved menu through `strapi.webhookRunner`, which
   * Strapi 5 no longer has ("Webhook runner not present"), so no webhook would fire for a menu.
   * Its event goes to Strapi's event hub instead, where webhooks listen: a saved menu posts
   * `entry.update` with model `navigation` to the site (worker/content/cms/cms-webhook.ts).
   */
  bootstrap({ strapi }: { strapi: Core.Strapi }) {
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
        entry: { documentId: entity.documentId, name: entity.name, slug: entity.slug },
      });
    };
  },
};
