import type { Core } from '@strapi/strapi';
import { checkMenuTree } from './site-rules';
import { refusal } from './site-rules-at-save';
import { withDeliveriesHeld } from './site-status';

type Put = (args: { payload: { documentId: string; name?: string } }) => Promise<unknown>;

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
    { put?: Put; getById?: (a: { documentId: string }) => Promise<{ name: string; slug: string }> } | undefined;
  const client = plugin?.service('client') as { render?: (a: Record<string, unknown>) => Promise<unknown> } | undefined;
  if (!admin?.put || !client?.render) return;
  const put = admin.put.bind(admin);
  admin.put = (args) =>
    withDeliveriesHeld(() =>
      strapi.db.transaction(async () => {
        const saved = await put(args);
        const navigation = await admin.getById!({ documentId: args.payload.documentId });
        const tree = await client.render!({ idOrSlug: navigation.slug, type: 'TREE', menuOnly: false });
        const problems = checkMenuTree(navigation.name, tree);
        if (problems.length) throw refusal(`menu ${navigation.name}`, problems);
        return saved;
      }),
    );
}
