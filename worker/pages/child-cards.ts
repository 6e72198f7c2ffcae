import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import { fillPlaceholders, type PlaceholderTenant } from '../content/placeholders.ts';
import type { CmsPage as CmsEntry } from '../content/site-content-types.ts';
import type { Card } from '../ui/cards.tsx';

/**
 * The cards of an INDEX page's child pages. On a translated page in another language, a child not
 * translated yet keeps its English title and summary, marked English, so a screen reader reads
 * them as English; an untranslated page (all of it English, with the note) marks nothing.
 */
export function childCards(
  children: Pick<CmsEntry, 'path' | 'title' | 'description' | 'translated'>[],
  tenant: PlaceholderTenant,
  page: { translated: boolean; pageLocale: PageLocale },
): Card[] {
  const marks = page.translated && page.pageLocale !== DEFAULT_LOCALE;
  return children.map((c) => ({
    href: c.path,
    title: fillPlaceholders(c.title, tenant),
    description: fillPlaceholders(c.description, tenant),
    lang: marks && c.translated === false ? 'en' : undefined,
  }));
}
