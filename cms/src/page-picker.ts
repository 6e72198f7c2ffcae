import type { Core } from '@strapi/strapi';
import { offeredInMenu } from './site-rules';

type ItemsQuery = { query: Record<string, unknown>; uid: string };
type Items = (args: ItemsQuery) => Promise<Array<{ path?: unknown }>>;

/**
 * The navigation plugin's page picker (an item's "Entity" in its edit window) lists every Page
 * and Site page, both brands' alike. The admin names the menu it edits (`navigation`, added by
 * src/admin/admin-patches.ts) and the list keeps the pages of the brands that read that menu, so
 * a Corporate Fitness menu offers no TeamTrek page. Save still checks every link (src/menu-rules-at-save.ts).
 */
export function pickBrandPages(strapi: Core.Strapi) {
  const admin = strapi.plugin('navigation')?.service('admin') as { getContentTypeItems?: Items } | undefined;
  if (!admin?.getContentTypeItems) return;
  const items = admin.getContentTypeItems.bind(admin);
  admin.getContentTypeItems = async (args) => {
    const found = await items(args);
    const menu = args.query?.navigation;
    if (typeof menu !== 'string' || !menu) return found;
    return found.filter((entry) => typeof entry.path !== 'string' || offeredInMenu(menu, entry.path));
  };
}
