import { buildHref } from '../../common/links.ts';
import { LOCALE_NAMES, localePath, type PageLocale } from '../../common/i18n/locales.ts';
import { commaOf } from '../../common/i18n/format-list.ts';
import type { DrawerItem } from '../../common/menu/drawer-menu.tsx';
import { css } from '../../common/styles.ts';
import { visuallyHidden } from '../../common/visually-hidden.ts';
import { usePageLanguage, useT } from './messages-context.tsx';
import type { PageLanguage } from './messages-context.tsx';

const switcher = css`
  position: relative;
  flex: none;
  summary {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding-inline: 10px;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:focus-visible {
    outline: 3px solid var(--tt-secondary);
    outline-offset: 2px;
  }
  ul {
    position: absolute;
    inset-inline-end: 0;
    z-index: 20;
    min-width: 160px;
    margin: 4px 0 0;
    padding: 6px 0;
    list-style: none;
    background: var(--tt-background);
    color: var(--tt-text);
    border: 1px solid var(--tt-muted-text);
    border-radius: var(--tt-radius, 8px);
  }
  a {
    display: block;
    padding: 10px 16px;
    color: inherit;
  }
  a[aria-current='true'] {
    font-weight: 700;
  }
`;

/** The same page in each language the tenant offers: `/de/pricing` ↔ `/pricing`, the query kept. */
export function languageLinks({ locale, locales, path, search }: PageLanguage) {
  return locales.map((l: PageLocale) => ({
    locale: l,
    name: LOCALE_NAMES[l],
    href: buildHref(localePath(path, l), { search }),
    current: l === locale,
  }));
}

/**
 * The header's language switcher: a `<details>` list (works without JavaScript) of the tenant's
 * languages, each named in itself and linking to the current page in that language. The links
 * carry `hreflang`, so the locale link pass leaves them as they are (worker/i18n/localize-links.ts).
 */
export function LanguageSwitcher() {
  const language = usePageLanguage();
  const t = useT();
  if (language.locales.length < 2) return null;
  return (
    <details className={switcher} data-testid="language-switcher">
      {/* The visible code starts the accessible name (WCAG 2.5.3); the hint follows for screen readers. */}
      <summary>
        {language.locale.toUpperCase()}
        <span className={visuallyHidden}>{`${commaOf(language.locale)}${t('locale.switcherHint')}`}</span>
      </summary>
      <ul>
        {languageLinks(language).map((l) => (
          <li key={l.locale}>
            <a href={l.href} hrefLang={l.locale} lang={l.locale} aria-current={l.current ? 'true' : undefined}>
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The drawer's language group: the same links, as a drawer entry with children. */
export function drawerLanguageGroup(language: PageLanguage, title: string): DrawerItem[] {
  if (language.locales.length < 2) return [];
  return [{ title, languages: true, items: languageLinks(language).map((l) => ({ title: l.name, path: l.href })) }];
}
