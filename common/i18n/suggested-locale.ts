/**
 * Which language to suggest to a visitor: the first of the browser's preferred
 * languages (`navigator.languages`, best first) that the page exists in, unless the page's own
 * language comes first. Only the primary subtag counts (`de-AT` is German). Decided in the browser,
 * never from `Accept-Language` on the server, so the HTML and its cache key stay the URL's.
 *
 * @example
 * suggestedLocale(['de-DE', 'en'], ['en', 'de', 'fr'], 'en'); // 'de'
 * suggestedLocale(['en-GB', 'de'], ['en', 'de'], 'en'); // null: English is preferred and shown
 */
export function suggestedLocale(
  preferred: readonly string[],
  available: readonly string[],
  current: string,
): string | null {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0] ?? '';
    if (language === current) return null;
    if (available.includes(language)) return language;
  }
  return null;
}
