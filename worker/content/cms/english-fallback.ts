// A page in another locale than English: English fills the fields its localization left empty.
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Copy fields a translator writes (localized in cms/src/api/page/…/schema.json); the others are shared by every locale. */
const LOCALIZED_PAGE_FIELDS = ['title', 'description', 'cta', 'body'] as const;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * A page in another locale with English per field: the localized entry's copy
 * where it has some, the English entry's where it has none (a translator who has not written the
 * calls to action yet, an empty body), and the shared fields from English, where Strapi keeps
 * them in step. Both are mapped answers (`pageFromStrapi`); `translated` is whether the locale had
 * an entry at all: without one the page is English and says so (worker/i18n/untranslated-note.tsx).
 *
 * @example
 * withEnglishFallback({ data: [{ title: 'Arbeitsplatz', body: [] }] }, { data: [{ title: 'Workplace', description: 'D.', body: [b] }] })
 * // { value: { data: [{ title: 'Arbeitsplatz', description: 'D.', body: [b] }] }, translated: true }
 */
export function withEnglishFallback(localized: unknown, english: unknown): { value: unknown; translated: boolean } {
  const first = (answer: unknown) =>
    isRecord(answer) && Array.isArray(answer.data) && isRecord(answer.data[0]) ? answer.data[0] : undefined;
  const local = first(localized);
  const base = first(english);
  if (!local || !base) return { value: english, translated: false };
  const merged: Record<string, unknown> = { ...base };
  for (const field of LOCALIZED_PAGE_FIELDS) if (!isEmpty(local[field])) merged[field] = local[field];
  return { value: { data: [merged] }, translated: true };
}
