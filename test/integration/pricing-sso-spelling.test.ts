/**
 * Through the worker on both brands' hosts: single sign-on is one word on a pricing page, in
 * every language the brand speaks. The comparison table, the add-ons, the estimator, the
 * procurement facts and the FAQ all name it; a reader who meets "Single Sign-On" in one and
 * "Single sign-on" in another assumes two things. Only a sentence's first letter may differ.
 */
import { describe, expect, it } from 'vitest';
import { pageHtmlOf } from './helpers.ts';
import { translatedLocalesOf } from '../tenant-hosts.ts';
import type { AuthoredLocale } from '../../common/i18n/locales.ts';

/** Each language's way to write the name, and a pattern loose enough to catch its other spellings. */
const SPELLING: Record<AuthoredLocale, { loose: RegExp; approved: string }> = {
  en: { loose: /single[\s-]+sign[\s-]*on/gi, approved: 'single sign-on' },
  de: { loose: /single[\s-]+sign[\s-]*on/gi, approved: 'single Sign-On' },
  nl: { loose: /single[\s-]+sign[\s-]*on/gi, approved: 'single sign-on' },
  fr: { loose: /authentification\s+unique/gi, approved: 'authentification unique' },
  es: { loose: /inicio\s+de\s+sesi[oó]n\s+[uú]nico/gi, approved: 'inicio de sesión único' },
  ar: { loose: /تسجيل الدخول الموح\u0651?د/g, approved: 'تسجيل الدخول الموحّد' },
};

/** What a reader meets: the page's text, without markup, styles or island data. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ');

const PAGES = ['default', 'cofi'].flatMap((tenant) =>
  ['en', ...translatedLocalesOf(tenant)].map((locale) => ({ tenant, locale })),
);

describe('one spelling of single sign-on on /pricing', () => {
  for (const { tenant, locale } of PAGES)
    it(`${tenant} /${locale === 'en' ? '' : `${locale}/`}pricing`, async () => {
      const html = await pageHtmlOf(tenant, locale === 'en' ? '/pricing' : `/${locale}/pricing`);
      const { loose, approved } = SPELLING[locale as AuthoredLocale];
      const found = visibleText(html).match(loose) ?? [];
      // The table's row, the add-on and the FAQ at least (the procurement facts too on a price sheet).
      expect(found.length, `${tenant} ${locale}`).toBeGreaterThanOrEqual(3);
      // A sentence's first letter aside, every one is the approved spelling.
      const rest = (s: string) => s.slice(1);
      expect([...new Set(found.map(rest))], `${tenant} ${locale}`).toEqual([rest(approved)]);
    });
});
