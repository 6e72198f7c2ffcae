/**
 * Numbers with 0–2 decimals and dates in the visitor's language (spec §9). The server passes the
 * language it rendered with (from Accept-Language) as a prop, so hydration renders the same text.
 */
export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(value);
}

export function formatDate(date: Date | string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(date));
}

/** The first supported language of an Accept-Language header, else the fallback. */
export function pickLanguage(header: string | null, fallback: string): string {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim();
    if (!tag || tag === '*') continue;
    try {
      return Intl.getCanonicalLocales(tag)[0] ?? fallback;
    } catch {
      // not a valid language tag: try the next one
    }
  }
  return fallback;
}
