import type { Core } from '@strapi/strapi';

/**
 * The navigation plugin holds the site's menus, one navigation per menu key of the tenants
 * (`cmsMenuKey`, `solutionsMenuKey`, `footerNavKey` in tenants/*.json). The site's own item fields
 * that Strapi does not have are `additionalFields`; booleans are stored as "true"/"false" by the
 * plugin and rendered as booleans. `page` entries and the read-only `site-page` entries (the
 * site's other pages) can be linked as `related`; item titles are the menu's own labels.
 *
 * Note: the plugin copies this config into its database store on first boot and the store then
 * wins; `npm run cms` (scripts/cms/seed.ts) resets the store (DELETE /navigation/config) so a
 * change here is picked up.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  navigation: {
    enabled: true,
    config: {
      additionalFields: [
        { name: 'divider_above', label: 'Divider above (top menu)', type: 'boolean', enabled: true },
        { name: 'multi_column', label: 'Column of the dropdown (top menu)', type: 'boolean', enabled: true },
        { name: 'show_in_drawer', label: 'Show in the drawer', type: 'boolean', enabled: true },
        {
          name: 'markdown',
          label: 'Drawer text instead of the title (bold, italic, links)',
          type: 'string',
          enabled: true,
        },
      ],
      // Pages the CMS edits, and the read-only entries of the site's other pages (src/site-pages.ts).
      contentTypes: ['api::page.page', 'api::site-page.site-page'],
      contentTypesNameFields: { 'api::page.page': ['title'], 'api::site-page.site-page': ['path'] },
      contentTypesPopulate: {},
      pathDefaultFields: { 'api::page.page': ['path'], 'api::site-page.site-page': ['path'] },
      allowedLevels: 3,
      cascadeMenuAttached: true,
      preferCustomContentTypes: false,
      isCacheEnabled: false,
      gql: { navigationItemRelated: [] },
    },
  },
  upload: {
    config: {
      security: {
        // The site shows no media from the CMS: nothing but images, and no SVG (scriptable).
        allowedTypes: ['image/png', 'image/jpeg', 'image/webp'],
        deniedTypes: ['image/svg+xml'],
      },
    },
  },
});

export default config;
