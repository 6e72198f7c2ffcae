// The Content Manager's screens for a landing page, in a marketer's words: labels and help under
// every field, the list's columns (title, address, brand). Written by the seed at every start.
import {
  PAGE_FIELD_WORDS,
  worded,
  type EditLayout,
  type FieldWords,
  type ViewConfiguration,
} from './page-admin-layout.ts';
import type { StrapiAdmin } from './strapi-admin.ts';

export const LANDING_UID = 'api::landing-page.landing-page';

/** Labels and help of a landing page's fields (cms/src/api/landing-page/content-types/landing-page/schema.json). */
export const LANDING_FIELD_WORDS: Record<string, FieldWords> = {
  title: PAGE_FIELD_WORDS.title!,
  description: PAGE_FIELD_WORDS.description!,
  slug: {
    label: 'Address',
    description:
      "The end of the page's address: spring-step-challenge puts the page at /lp/spring-step-challenge. Lowercase letters, digits and single hyphens; it must not be taken on the brand.",
  },
  brand: {
    label: 'Brand',
    description:
      "The one brand site that shows the page and lists it in its sitemap. The other brand's site never shows it.",
  },
  picture: {
    label: 'Picture',
    description:
      'Optional: a picture from the Media Library (PNG, JPEG, WebP, GIF or AVIF) beside the title. Fill in its Alternative text in the Media Library (what the picture shows): the site needs it.',
  },
  body: PAGE_FIELD_WORDS.body!,
  cta: PAGE_FIELD_WORDS.cta!,
};

export const LANDING_LIST_COLUMNS = ['title', 'slug', 'brand'];

const LANDING_EDIT_ROWS: [string, number][][] = [
  [
    ['title', 6],
    ['description', 6],
  ],
  [
    ['slug', 6],
    ['brand', 6],
  ],
  [['picture', 12]],
  [['body', 12]],
  [['cta', 12]],
];

function editRows(current: EditLayout): EditLayout {
  const rows = LANDING_EDIT_ROWS.map((row) => row.map(([name, size]) => ({ name, size })));
  const named = new Set(rows.flat().map((f) => f.name));
  return [
    ...rows,
    ...current
      .flat()
      .filter((f) => !named.has(f.name))
      .map((f) => [f]),
  ];
}

/** Writes the landing page's view configuration (labels, help, list columns). */
export async function configureLandingAdmin(admin: StrapiAdmin): Promise<void> {
  const { data } = await admin.call<{ data: { contentType: ViewConfiguration } }>(
    'GET',
    `/content-manager/content-types/${LANDING_UID}/configuration`,
  );
  const { settings, metadatas, layouts } = data.contentType;
  await admin.call('PUT', `/content-manager/content-types/${LANDING_UID}/configuration`, {
    settings: { ...settings, mainField: 'title', defaultSortBy: 'slug', defaultSortOrder: 'ASC' },
    metadatas: worded(metadatas, LANDING_FIELD_WORDS),
    layouts: { edit: editRows(layouts.edit), list: LANDING_LIST_COLUMNS },
  });
}
