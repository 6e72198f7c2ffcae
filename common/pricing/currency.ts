import type { AuthoredLocale } from '../i18n/locales.ts';

/** The currencies prices are shown in: USD, EUR, GBP. */
export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: '$', EUR: '€', GBP: '£' };

/**
 * The euro area as of 2026: the 21 EU member states whose currency is the euro
 * (Bulgaria joined on 2026-01-01). ISO 3166-1 alpha-2, as Cloudflare's `request.cf.country`.
 */
export const EURO_AREA_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
] as const;

/**
 * Places with their own country code that pay in euro too: parts of euro-area states that
 * geolocation reports separately (Åland, the French overseas regions and collectivities) and the
 * states that use the euro by agreement (Andorra, Monaco, San Marino, Vatican City). They also
 * default to EUR. Montenegro and Kosovo (euro without agreement) are left out: USD for them.
 */
export const EURO_USING_TERRITORIES = [
  'AX',
  'GF',
  'GP',
  'MQ',
  'RE',
  'YT',
  'MF',
  'BL',
  'PM',
  'AD',
  'MC',
  'SM',
  'VA',
] as const;

/** The United Kingdom; the Crown Dependencies (Jersey, Guernsey, Isle of Man) pay in pounds too. */
export const POUND_COUNTRIES = ['GB', 'JE', 'GG', 'IM'] as const;

const EUR_SET: ReadonlySet<string> = new Set([...EURO_AREA_COUNTRIES, ...EURO_USING_TERRITORIES]);
const GBP_SET: ReadonlySet<string> = new Set(POUND_COUNTRIES);

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/**
 * The default currency for a visitor's country (`request.cf.country`): euro area → EUR,
 * GB → GBP, anything else, unknown (`XX`), Tor (`T1`) or missing → USD.
 */
export function currencyForCountry(country: string | null | undefined): Currency {
  const code = (country ?? '').trim().toUpperCase();
  if (EUR_SET.has(code)) return 'EUR';
  if (GBP_SET.has(code)) return 'GBP';
  return 'USD';
}

/**
 * The currency each page language opens in: German, French, Spanish and Dutch readers mostly pay
 * in euro; English and Arabic pages open in dollars. A new locale must say which.
 */
export const LANGUAGE_CURRENCY: Readonly<Record<AuthoredLocale, Currency>> = {
  en: 'USD',
  de: 'EUR',
  fr: 'EUR',
  es: 'EUR',
  nl: 'EUR',
  ar: 'USD',
};

/**
 * The currency a page opens in without `?currency=`: the visitor's country's when it pays in
 * euro or pounds (a British reader of the French page sees GBP), else the page language's (EUR on
 * /de/, /fr/, /es/, /nl/; USD in English and Arabic). A function of the country's currency and the
 * URL's locale, the two the HTML cache key holds (worker/render/html-cache-key.ts).
 */
export function defaultCurrency(country: string | null | undefined, language: string): Currency {
  const byCountry = currencyForCountry(country);
  if (byCountry !== 'USD') return byCountry;
  return LANGUAGE_CURRENCY[language as AuthoredLocale] ?? 'USD';
}

/** The default currency for a request, from the country Cloudflare's edge attached to it. */
export function currencyForRequest(request: Request): Currency {
  const cf = (request as { cf?: { country?: unknown } }).cf;
  return currencyForCountry(typeof cf?.country === 'string' ? cf.country : undefined);
}

/**
 * The currency the visitor chose (a `currency` query parameter or a cookie value, any case) if
 * it is one of ours, else the default for their country.
 */
export function chooseCurrency(chosen: string | null | undefined, request: Request): Currency {
  const upper = chosen?.trim().toUpperCase();
  return isCurrency(upper) ? upper : currencyForRequest(request);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Languages written right to left, by their primary subtag. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

/**
 * Integer cents as money text in a page's language: the one formatter of every price on a page
 * (cards, estimator, table, structured data), so the same figure reads the same everywhere.
 * English (and its pseudo-locale) keeps the price list's own form, `formatCents`, without Intl (an
 * isolate's first Intl number format loads ICU's data); another language writes it its own way,
 * always to the cent: 75000 EUR in German "750,00 €", in Dutch "€ 750,00". In a right-to-left
 * language the amount is isolated left to right (U+2066 … U+2069): bare, Arabic's "‏0.35 US$"
 * showed as "$US 0.35" in a card and "0.35 US$" in the estimator, whose `<option>`s and sentences
 * need the isolation anyway. The pound is written "£" in every language ("0,30 £", not Spanish
 * "0,30 GBP" or French "0,30 £GB"): our only pound is sterling. The dollar keeps its country where a
 * language marks it ("$US", "US$"), since many countries write "$".
 */
export function formatMoney(cents: number, currency: Currency, language: string): string {
  if (language === 'en' || language.startsWith('en-')) return formatCents(cents, currency);
  const key = `${language}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format)
    moneyFormats.set(
      key,
      (format = new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        currencyDisplay: currency === 'GBP' ? 'narrowSymbol' : 'symbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })),
    );
  const money = format.format(Math.round(cents) / 100);
  return RIGHT_TO_LEFT.has(language.split('-')[0]!) ? `\u2066${money}\u2069` : money;
}

/** Integer cents as money text: 75000 EUR → "€750.00", 510000 USD → "$5,100.00". */
export function formatCents(cents: number, currency: Currency): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = String(abs % 100).padStart(2, '0');
  return `${sign}${CURRENCY_SYMBOLS[currency]}${whole}.${frac}`;
}
