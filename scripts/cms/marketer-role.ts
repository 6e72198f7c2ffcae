// The "Marketer" role of the local CMS and its login: what a marketing manager needs and no more.
// Edit, preview and publish pages in every language and edit the menus; make, publish and delete
// landing pages (/lp/<slug>); upload media; no content type builder, settings, marketplace, new
// page or deleting a page (a page's languages are deleted with it; the site has it in its files).
import type { StrapiAdmin } from './strapi-admin.ts';

export const MARKETER_ROLE = 'Marketer';

const PAGE = 'api::page.page';
const SITE_PAGE = 'api::site-page.site-page';
const LANDING = 'api::landing-page.landing-page';
const LANDING_FIELDS = ['title', 'description', 'slug', 'brand', 'picture', 'cta.label', 'cta.href', 'body'];
const PAGE_FIELDS = [
  'title',
  'description',
  'path',
  'template',
  'image',
  'picture',
  'hide_contact_banner',
  'post_content_section',
  'rtg_challenges',
  'icon',
  'cta.label',
  'cta.href',
  'body',
  'translated_from',
];

/** The role's permissions as Strapi's admin API takes them (PUT /admin/roles/:id/permissions). */
export function marketerPermissions(locales: string[]) {
  const page = (action: string) => ({
    action: `plugin::content-manager.explorer.${action}`,
    subject: PAGE,
    // Reading also shows the Brand column (`shown_on`, which the CMS sets from the path).
    properties: {
      ...(action === 'read' && { fields: [...PAGE_FIELDS, 'shown_on'] }),
      ...(action === 'update' && { fields: PAGE_FIELDS }),
      locales,
    },
    conditions: [],
  });
  const landing = (action: string) => ({
    action: `plugin::content-manager.explorer.${action}`,
    subject: LANDING,
    properties: { ...(['create', 'read', 'update'].includes(action) && { fields: LANDING_FIELDS }), locales },
    conditions: [],
  });
  const plain = (action: string) => ({ action, subject: null, properties: {}, conditions: [] });
  return [
    page('read'),
    page('update'),
    page('publish'),
    ...['create', 'read', 'update', 'publish', 'delete'].map(landing),
    {
      action: 'plugin::content-manager.explorer.read',
      subject: SITE_PAGE,
      properties: { fields: ['path', 'shown_on'] },
      conditions: [],
    },
    plain('plugin::navigation.read'),
    plain('plugin::navigation.update'),
    plain('plugin::upload.read'),
    plain('plugin::upload.assets.create'),
    plain('plugin::upload.assets.update'),
    plain('plugin::upload.assets.download'),
    plain('plugin::upload.assets.copy-link'),
  ];
}

/**
 * The Marketer role (its permissions set anew on every start) and an active user with it and this
 * login. Safe to run on every start: an existing user keeps its password.
 */
export async function ensureMarketer(
  admin: StrapiAdmin,
  login: { email: string; password: string },
  locales: string[],
): Promise<void> {
  const { data: roles } = await admin.call<{ data: { id: number; name: string }[] }>('GET', '/admin/roles');
  let role = roles.find((r) => r.name === MARKETER_ROLE);
  if (!role)
    role = (
      await admin.call<{ data: { id: number; name: string } }>('POST', '/admin/roles', {
        name: MARKETER_ROLE,
        description: 'Edits, previews and publishes pages and menus, uploads media.',
      })
    ).data;
  await admin.call('PUT', `/admin/roles/${role.id}/permissions`, { permissions: marketerPermissions(locales) });
  const { data: users } = await admin.call<{ data: { results: { id: number; email: string }[] } }>(
    'GET',
    `/admin/users?pageSize=100`,
  );
  if (users.results.some((u) => u.email === login.email)) return;
  const { data: user } = await admin.call<{ data: { id: number } }>('POST', '/admin/users', {
    firstname: 'Marketing',
    lastname: 'Manager',
    email: login.email,
    roles: [role.id],
  });
  await admin.call('PUT', `/admin/users/${user.id}`, { password: login.password, isActive: true });
}
