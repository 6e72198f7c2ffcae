// The Content Manager's screens for a page, as a marketer reads them: every field labelled in words
// with a help line under it (what the site does with it, its limits), the page list's columns
// (title, path, brand; Strapi's i18n adds "Available in", its locales), and the fields a marketer
// does not set hidden or read-only. Written into Strapi's view configuration by the seed at every
// start (seed.ts), so a kept database gets the current words too.
import type { StrapiAdmin } from './strapi-admin.ts';

export const PAGE_UID = 'api::page.page';
export const CTA_UID = 'shared.call-to-action';

export interface FieldWords {
  label: string;
  description: string;
  /** False: shown but not editable (the site sets it). */
  editable?: boolean;
  /** False: not in the edit form. */
  visible?: boolean;
}

/** Labels and help of the page's fields (cms/src/api/page/content-types/page/schema.json). */
export const PAGE_FIELD_WORDS: Record<string, FieldWords> = {
  title: {
    label: 'Title',
    description: "The page's heading, also its title in search results and browser tabs. At most 90 characters.",
  },
  description: {
    label: 'Summary',
    description: 'The line under the title, also the text of search results and shared links. At most 200 characters.',
  },
  path: {
    label: 'Path',
    description:
      'Where the page lives on the site (/solutions/…). Fixed: the site has a page at this path in every language.',
  },
  shown_on: {
    label: 'Brand',
    description: 'The brand sites that show this page (from its path; set by the site, not here).',
    editable: false,
  },
  template: {
    label: 'Layout',
    description:
      'INDEX: the copy, then a card for each page under this one. HERO_IMAGE: the copy beside the Hero image. Empty: the copy alone.',
  },
  image: {
    label: 'Hero image',
    description:
      'With the HERO_IMAGE layout: the picture beside the copy, a path on the site such as /illustrations/map.svg.',
  },
  picture: {
    label: 'Picture',
    description:
      'Optional: a picture from the Media Library (PNG, JPEG, WebP, GIF or AVIF) beside the title, in place of the drawn one and the Hero image. Fill in its Alternative text in the Media Library (what the picture shows): the site needs it.',
  },
  hide_contact_banner: {
    label: 'Hide the contact banner',
    description: 'On: the page ends without the "talk to us" banner above the footer.',
  },
  post_content_section: {
    label: 'Band after the copy',
    description: "CUSTOMERS: the customers' logos. DEVICES: the trackers and apps participants can use. Empty: none.",
  },
  rtg_challenges: {
    label: 'Ready-to-go challenges',
    description: 'The ready-to-go challenges of one kind, listed after the copy. NONE or empty: none.',
  },
  icon: {
    label: 'Icon',
    description: 'Kept from the previous site; the site does not show it. Leave it as it is.',
  },
  cta: {
    label: 'Calls to action',
    description:
      "Up to 3 buttons under the copy. Each links a page of this brand's site (/contact?topic=demo) or a full https:// address.",
  },
  body: {
    label: 'Copy',
    description:
      'The text of the page: paragraphs, headings 2 to 4, lists, quotes, links and pictures from the Media Library (each with its Alternative text). Heading 1 is the title; the site shows no code blocks.',
  },
  translated_from: {
    label: 'Translated from',
    description: 'Which version of the English page a translation was made from (for the translation checks).',
    visible: false,
  },
};

/** Labels and help of a call to action's fields (cms/src/components/shared/call-to-action.json). */
export const CTA_FIELD_WORDS: Record<string, FieldWords> = {
  label: { label: 'Button text', description: 'What the button says, such as "Book a demo". At most 40 characters.' },
  href: {
    label: 'Link',
    description: "A page of this brand's site, starting with / (/contact?topic=demo), or a full https:// address.",
  },
};

/** The page list's columns, left to right. */
export const PAGE_LIST_COLUMNS = ['title', 'path', 'shown_on'];

/** The edit form's rows (12 units wide): what the page is, its copy, then how the site lays it out. */
export const PAGE_EDIT_ROWS: [string, number][][] = [
  [
    ['title', 6],
    ['description', 6],
  ],
  [
    ['path', 6],
    ['shown_on', 6],
  ],
  [['picture', 12]],
  [['body', 12]],
  [['cta', 12]],
  [
    ['template', 6],
    ['image', 6],
  ],
  [
    ['post_content_section', 6],
    ['rtg_challenges', 6],
  ],
  [
    ['hide_contact_banner', 6],
    ['icon', 6],
  ],
];

export type EditLayout = { name: string; size: number }[][];

/** PAGE_EDIT_ROWS, then any field Strapi's layout has that they do not name (a new field stays in the form). */
function editRows(current: EditLayout): EditLayout {
  const rows = PAGE_EDIT_ROWS.map((row) => row.map(([name, size]) => ({ name, size })));
  const named = new Set(rows.flat().map((f) => f.name));
  const rest = current.flat().filter((f) => !named.has(f.name));
  return [...rows, ...rest.map((f) => [f])];
}

export type Metadatas = Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>;
export interface ViewConfiguration {
  settings: Record<string, unknown>;
  metadatas: Metadatas;
  layouts: { edit: EditLayout; list: string[] };
}

/** Only the keys Strapi's configuration PUT takes (its GET adds `list.mainField` to relations). */
const pick = (from: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(from).filter(([key]) => keys.includes(key)));
const EDIT_KEYS = ['label', 'description', 'placeholder', 'editable', 'visible', 'mainField'];
const LIST_KEYS = ['label', 'searchable', 'sortable'];

export function worded(metadatas: Metadatas, words: Record<string, FieldWords>): Metadatas {
  return Object.fromEntries(
    Object.entries(metadatas).map(([field, given]) => {
      const meta = { edit: pick(given.edit, EDIT_KEYS), list: pick(given.list, LIST_KEYS) };
      const w = words[field];
      if (!w) return [field, meta];
      return [
        field,
        {
          edit: {
            ...meta.edit,
            label: w.label,
            description: w.description,
            ...(w.editable !== undefined && { editable: w.editable }),
            ...(w.visible !== undefined && { visible: w.visible }),
          },
          list: { ...meta.list, label: w.label },
        },
      ];
    }),
  );
}

/** Writes the page's and its call to action's view configuration (labels, help, list columns). */
export async function configurePageAdmin(admin: StrapiAdmin): Promise<void> {
  const page = await admin.call<{ data: { contentType: ViewConfiguration } }>(
    'GET',
    `/content-manager/content-types/${PAGE_UID}/configuration`,
  );
  const { settings, metadatas, layouts } = page.data.contentType;
  await admin.call('PUT', `/content-manager/content-types/${PAGE_UID}/configuration`, {
    settings: { ...settings, mainField: 'title', defaultSortBy: 'path', defaultSortOrder: 'ASC' },
    metadatas: worded(metadatas, PAGE_FIELD_WORDS),
    layouts: { edit: editRows(layouts.edit), list: PAGE_LIST_COLUMNS },
  });
  const cta = await admin.call<{ data: { component: ViewConfiguration } }>(
    'GET',
    `/content-manager/components/${CTA_UID}/configuration`,
  );
  const c = cta.data.component;
  await admin.call('PUT', `/content-manager/components/${CTA_UID}/configuration`, {
    settings: { ...c.settings, mainField: 'label' },
    metadatas: worded(c.metadatas, CTA_FIELD_WORDS),
    layouts: c.layouts,
  });
}
