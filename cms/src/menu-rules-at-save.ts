import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { checkMenuTree } from './site-rules';
import { refusal } from './site-rules-at-save';
import { refusalResolved, withDeliveriesHeld } from './site-status';

type Put = (args: { payload: { documentId: string; name?: string; locale?: string } }) => Promise<unknown>;

/** The locale of the navigation being saved, for the webhook the save sends (src/index.ts). */
const saving = new AsyncLocalStorage<string | undefined>();
export const savingLocale = (): string | undefined => saving.getStore();

/**
 * Every menu saved in the navigation plugin (its admin service's `put`, what the Save button of
 * Plugins › UI Navigation calls) runs the site's menu rules on the menu as the site will read it:
 * the plugin's own TREE render, inside the save's transaction, through the worker's mapping and
 * menu rules (src/site-rules). A menu the site would refuse is rolled back, no webhook is sent, and
 * the answer is a ValidationError naming each item (by its titles), field and rule, which the
 * admin shows (src/admin/app.tsx: the plugin's own notification says only "Unable to save").
 */
export function guardMenuSaves(strapi: Core.Strapi) {
  const plugin = strapi.plugin('navigation');
  const admin = plugin?.service('admin') as
    | { put?: Put; getById?: (a: { documentId: string; locale?: string }) => Promise<{ name: string; slug: string }> }
    | undefined;
  const client = plugin?.service('client') as { render?: (a: Record<string, unknown>) => Promise<unknown> } | undefined;
  if (!admin?.put || !client?.render) return;
  const put = admin.put.bind(admin);
  admin.put = (args) => {
    // Each locale has its own navigation (the plugin's admin sends the one it edits): checked as the site reads that locale.
    const locale = args.payload.locale;
    return saving.run(locale, () =>
      withDeliveriesHeld(() =>
        strapi.db.transaction(async () => {
          const saved = await put(args);
          const navigation = await admin.getById!({ documentId: args.payload.documentId, locale });
          const tree = await client.render!({ idOrSlug: navigation.slug, type: 'TREE', menuOnly: false, locale });
          const problems = checkMenuTree(navigation.name, tree, locale);
          const what = `menu ${navigation.name}${locale && locale !== 'en' ? ` (${locale})` : ''}`;
          if (problems.length) throw refusal(what, problems, what);
          refusalResolved(what);
          return saved;
        }),
      ),
    );
  };
}
