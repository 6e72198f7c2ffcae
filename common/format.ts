import { siteLocale } from './site-locales.ts';

/**
 * Numbers with 0–2 decimals and dates in the visitor's language. The server passes the
 * language it rendered with (from Accept-Language) as a prop, so hydration renders the same text.
 */
export function formatNumber(value: number, lang: string): string {
  if (COMMA_GROUPED.has(lang) && Number.isSafeInteger(value) && !Object.is(value, -0)) return commaGrouped(value);
  return formatterOf(
    NUMBER_FORMATS,
    lang,
    () => new Intl.NumberFormat(lang, { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
  ).format(value);
}

/**
 * A number with exactly `digits` decimals ("6.4", "192", never "6.40" beside "192.5" in one
 * answer): each kind of figure keeps one precision wherever it is printed.
 */
export function formatFixed(value: number, lang: string, digits: 0 | 1): string {
  if (digits === 0) return formatNumber(Math.round(value), lang);
  return formatterOf(
    FIXED_FORMATS,
    lang,
    () => new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ).format(value);
}

const FRENCH = /^fr(?:-|$)/i;

/**
 * A calendar date written out ("1 December 2026", "1. Dezember 2026"). French writes the first of
 * a month as an ordinal, « 1er décembre 2026 », which Intl does not: the day part is rewritten.
 */
export function formatDate(date: Date | string, lang: string): string {
  const format = formatterOf(
    DATE_FORMATS,
    lang,
    () => new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  );
  const day = new Date(date);
  if (!FRENCH.test(lang)) return format.format(day);
  return format
    .formatToParts(day)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/**
 * Languages that write a whole number in groups of three digits with commas ("12,480"): en-IN is
 * not one of them (lakh grouping, "1,23,456"). format.test.ts checks each against Intl.
 */
export const COMMA_GROUPED: ReadonlySet<string> = new Set(['en', 'en-AU', 'en-CA', 'en-GB', 'en-IE', 'en-NZ', 'en-US']);

/**
 * A whole number as those languages write it, without Intl: an isolate's first
 * `Intl.NumberFormat` loads ICU's number data, about 11 ms of CPU, a seventh of a cold isolate's
 * first home, which shows only whole numbers. The same characters as Intl's (format.test.ts).
 */
function commaGrouped(value: number): string {
  const digits = String(Math.abs(value));
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return value < 0 ? `-${out}` : out;
}

/**
 * Formatters by language, made once: building one costs far more than using it (a page formats
 * dozens of numbers). The language comes from the visitor's header, so each map is bounded.
 */
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
const FIXED_FORMATS = new Map<string, Intl.NumberFormat>();
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();
const RELATIVE_FORMATS = new Map<string, Intl.RelativeTimeFormat>();
const MAX_FORMATTERS = 32;
function formatterOf<F>(formats: Map<string, F>, lang: string, make: () => F): F {
  let format = formats.get(lang);
  if (!format) {
    if (formats.size >= MAX_FORMATTERS) formats.clear();
    formats.set(lang, (format = make()));
  }
  return format;
}

const DAY_MS = 86_400_000;

/**
 * How long ago (or ahead) a calendar date is, in the visitor's language (relative times
 * are localised): "yesterday", "3 weeks ago", "last month", "vor 2 Jahren". Days up to a week,
 * then weeks up to a month, months up to a year, then years; counted in whole UTC days, as dates
 * in content have no time of day.
 */
export function formatRelativeDate(date: string, now: Date, lang: string): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Math.round((Date.parse(date) - today) / DAY_MS);
  const distance = Math.abs(days);
  const format = formatterOf(RELATIVE_FORMATS, lang, () => new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }));
  if (distance < 7) return format.format(days, 'day');
  if (distance < 30) return format.format(Math.round(days / 7), 'week');
  if (distance < 365) return format.format(Math.round(days / 30.44), 'month');
  return format.format(Math.round(days / 365.25), 'year');
}

/**
 * The first language of an Accept-Language header that the site formats for (`siteLocale`: the
 * closed list, so a made-up tag never becomes a cache key of its own), else the fallback.
 */
export function pickLanguage(header: string | null, fallback: string): string {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim();
    if (!tag || tag === '*') continue;
    const locale = siteLocale(tag);
    if (locale) return locale;
  }
  return fallback;
}
