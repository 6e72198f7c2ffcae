// What an alternate or a sitemap asks of a locale's translations: which entries exist, and which
// English file each translates (its slug, a CMS page's path and brands). An English home lists
// its languages, and parsing every locale's copy to learn that (about 670 KB of JSON on a cold
// isolate's first English page) cost CPU that no visitor saw; the outline of a part is its entries
// without their words (worker/content/page-content-for.ts, `pageTranslatedIn`).

/** The fields of a translated entry that decide whether a page is translated. */
const KEPT = ['slug', 'path', 'brands'] as const;

/** `outline:<locale>` beside every `translations:<locale>` of a parts record. */
export function translationOutlines(parts: Record<string, unknown>): Record<string, object> {
  const outlines: Record<string, object> = {};
  for (const [key, part] of Object.entries(parts)) {
    if (!key.startsWith('translations:')) continue;
    outlines[`outline:${key.slice('translations:'.length)}`] = Object.fromEntries(
      Object.entries(part as Record<string, Record<string, Record<string, unknown>>>).map(([collection, entries]) => [
        collection,
        Object.fromEntries(
          Object.entries(entries).map(([id, entry]) => [
            id,
            Object.fromEntries(KEPT.filter((field) => field in entry).map((field) => [field, entry[field]])),
          ]),
        ),
      ]),
    );
  }
  return outlines;
}
