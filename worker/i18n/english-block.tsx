import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, directionOf, type PageLocale } from '../../common/i18n/locales.ts';

/**
 * Copy that stays English on a page of another language (an untranslated page's body under /de/ or
 * /ar/), marked as English: a screen reader then speaks it with an English voice, a browser offers
 * to translate it, and inside a right-to-left page it runs left to right. A plain block, so the
 * narrow layout's rule on <main>'s children (worker/render/layout.tsx) holds for it as it did for them.
 */
export function EnglishBlock({ pageLocale, children }: { pageLocale: PageLocale; children: ReactNode }) {
  if (pageLocale === DEFAULT_LOCALE) return <>{children}</>;
  return (
    <div lang="en" dir={directionOf(pageLocale) === 'rtl' ? 'ltr' : undefined} data-english-copy="">
      {children}
    </div>
  );
}
