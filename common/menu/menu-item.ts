/**
 * A navigation menu item as the renderers (server and drawer island) read it. The CMS export is
 * checked against this shape by `MenuSchema` (worker/content/menus/menu-schema.ts), which is build-time
 * code with zod; this file holds the plain types both sides share.
 */
export const MENU_ITEM_TYPES = ['INTERNAL', 'EXTERNAL', 'WRAPPER'] as const;
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];

/** The page a menu item points to in the CMS (kept as CMS data; the renderers do not read it). */
export interface RelatedPage {
  documentId: string;
  slug: string;
  /** Null for a page with the default layout (a CMS page whose template is unset). */
  template: 'INDEX' | 'HERO_IMAGE' | null;
  post_content_section: 'CUSTOMERS' | 'DEVICES' | null;
  icon: string | null;
  path: string;
  hide_contact_banner: boolean;
  rtg_challenges: ('STEP_BASED' | 'ACTIVITY_BASED' | 'WELLBEING' | 'TEAMS' | 'NONE')[];
}

export interface MenuItem {
  id: number;
  title: string;
  menuAttached: boolean;
  /** Position among its siblings, 1 to 8, unique among them. */
  order: number;
  /** Site path or https:// URL; null only for a WRAPPER. */
  path: string | null;
  type: MenuItemType;
  uiRouterKey?: string | undefined;
  slug?: string | undefined;
  related: RelatedPage | null;
  items: MenuItem[];
  collapsed: boolean;
  additionalFields: Record<string, string | number | boolean | null>;
  icon: string | null;
  /** Top menu: a separator before this item. */
  divider_above: boolean;
  /** Top menu: this child is a column (heading and its items) of a 600-wide panel. */
  multi_column: boolean;
  /** Drawer: shown instead of the title (bold, italic and links only). */
  markdown: string | null;
  /** Drawer: a child or sub-item without items of its own is listed only when this is set. */
  show_in_drawer: boolean;
}
