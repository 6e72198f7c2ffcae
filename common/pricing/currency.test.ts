import { describe, expect, it } from 'vitest';
import {
  chooseCurrency,
  currencyForCountry,
  currencyForRequest,
  defaultCurrency,
  EURO_AREA_COUNTRIES,
  formatCents,
  formatMoney,
} from './currency.ts';

const requestFrom = (country?: string) =>
  ({ cf: country === undefined ? undefined : { country } }) as unknown as Request;

describe('currencyForCountry', () => {
  it.each([
    ['DE', 'EUR'],
    ['FR', 'EUR'],
    ['IE', 'EUR'],
    ['HR', 'EUR'],
    ['BG', 'EUR'],
    ['fi', 'EUR'],
    ['MC', 'EUR'],
    ['RE', 'EUR'],
    ['GB', 'GBP'],
    ['gb', 'GBP'],
    ['JE', 'GBP'],
    ['US', 'USD'],
    ['CH', 'USD'],
    ['SE', 'USD'],
    ['DK', 'USD'],
    ['PL', 'USD'],
    ['ME', 'USD'],
    ['XX', 'USD'],
    ['T1', 'USD'],
    ['', 'USD'],
  ] as const)('%s → %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it('missing country → USD', () => {
    expect(currencyForCountry(undefined)).toBe('USD');
    expect(currencyForCountry(null)).toBe('USD');
  });

  it('lists the 21 euro-area member states of 2026, each mapped to EUR', () => {
    expect(EURO_AREA_COUNTRIES).toHaveLength(21);
    expect(new Set(EURO_AREA_COUNTRIES).size).toBe(21);
    for (const c of EURO_AREA_COUNTRIES) expect(currencyForCountry(c)).toBe('EUR');
  });
});

describe('currencyForRequest / chooseCurrency', () => {
  it('reads request.cf.country', () => {
    expect(currencyForRequest(requestFrom('NL'))).toBe('EUR');
    expect(currencyForRequest(requestFrom('GB'))).toBe('GBP');
    expect(currencyForRequest(requestFrom('JP'))).toBe('USD');
    expect(currencyForRequest(requestFrom())).toBe('USD');
    expect(currencyForRequest(new Request('https://example.com/pricing'))).toBe('USD');
  });

  it('a valid chosen currency wins over the country, anything else falls back', () => {
    expect(chooseCurrency('gbp', requestFrom('DE'))).toBe('GBP');
    expect(chooseCurrency('USD', requestFrom('GB'))).toBe('USD');
    expect(chooseCurrency('CHF', requestFrom('DE'))).toBe('EUR');
    expect(chooseCurrency(null, requestFrom('GB'))).toBe('GBP');
  });
});

describe('formatCents', () => {
  it.each([
    [75000, 'EUR', '€750.00'],
    [510000, 'USD', '$5,100.00'],
    [30, 'GBP', '£0.30'],
    [0, 'USD', '$0.00'],
    [123456789, 'GBP', '£1,234,567.89'],
  ] as const)('%i %s → %s', (cents, currency, text) => {
    expect(formatCents(cents, currency)).toBe(text);
  });
});

describe('formatMoney', () => {
  it('English keeps the price list’s own form (formatCents), the pseudo-locale too', () => {
    for (const language of ['en', 'en-XA']) {
      expect(formatMoney(75000, 'EUR', language)).toBe('€750.00');
      expect(formatMoney(510000, 'USD', language)).toBe('$5,100.00');
    }
  });

  it('another language writes money its own way, to the cent', () => {
    expect(formatMoney(123450, 'EUR', 'de')).toBe('1.234,50\u00a0€');
    expect(formatMoney(123450, 'EUR', 'fr')).toBe('1\u202f234,50\u00a0€');
    expect(formatMoney(123450, 'EUR', 'nl')).toBe('€\u00a01.234,50');
    expect(formatMoney(100, 'GBP', 'es')).toBe('1,00\u00a0£');
    expect(formatMoney(30, 'GBP', 'fr')).toBe('0,30\u00a0£');
    expect(formatMoney(30, 'GBP', 'de')).toBe('0,30\u00a0£');
    expect(formatMoney(30, 'GBP', 'nl')).toBe('£\u00a00,30');
    expect(formatMoney(200, 'USD', 'de')).toBe('2,00\u00a0$');
  });
});

describe('formatMoney on a right-to-left page', () => {
  it('isolates the amount left to right, so a card, a table and the estimator show it alike', () => {
    expect(formatMoney(35, 'USD', 'ar')).toBe('\u2066\u200f0.35\u00a0US$\u2069');
    expect(formatMoney(60000, 'EUR', 'ar')).toBe('\u2066\u200f600.00\u00a0€\u2069');
    expect(formatMoney(35, 'USD', 'ar-XB')).toBe(formatMoney(35, 'USD', 'ar'));
    expect(formatMoney(35, 'USD', 'de')).not.toContain('\u2066');
  });
});

describe('defaultCurrency', () => {
  it.each([
    ['US', 'de', 'EUR'],
    ['US', 'fr', 'EUR'],
    ['XX', 'es', 'EUR'],
    [undefined, 'nl', 'EUR'],
    ['CH', 'de', 'EUR'],
    ['US', 'en', 'USD'],
    ['US', 'ar', 'USD'],
    [undefined, 'ar-XB', 'USD'],
    ['DE', 'en', 'EUR'],
    ['GB', 'fr', 'GBP'],
    ['GB', 'ar', 'GBP'],
  ] as const)('a visitor from %s on a %s page → %s', (country, language, currency) => {
    expect(defaultCurrency(country, language)).toBe(currency);
  });
});
