import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import { CONTENT } from '../content/built-content.ts';
import type { ReadyToGo } from '../content/site-content-types.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { CardGrid } from '../ui/cards.tsx';
import type { PageContext } from '../page-context.ts';

/** Each category's heading, a catalogue message (messages/<locale>.json, `challenges.category.*`). */
export const CATEGORY_LABELS: Record<ReadyToGo['category'], MessageKey> = {
  STEP_BASED: 'challenges.category.stepBased',
  ACTIVITY_BASED: 'challenges.category.activityBased',
  WELLBEING: 'challenges.category.wellbeing',
  TEAMS: 'challenges.category.teams',
};

/**
 * A ready-to-go challenge in the page's language: its translation
 * (`content/challenges/ready-to-go/<slug>.<locale>.md`) where one exists, else English.
 */
export function readyToGoIn(slug: string, locale: PageLocale): ReadyToGo {
  const english = CONTENT.readyToGo[slug]!;
  if (locale === DEFAULT_LOCALE) return english;
  return CONTENT[`translations:${locale as Exclude<PageLocale, 'en'>}`]?.readyToGo?.[slug] ?? english;
}

/** Ready-to-go challenges as cards, optionally of one category (cms pages list them by `rtg_challenges`). */
export function ReadyToGoCards({ ctx, category }: { ctx: PageContext; category?: ReadyToGo['category'] }) {
  const challenges = Object.values(CONTENT.readyToGo)
    .filter((c) => !category || c.category === category)
    .map((c) => readyToGoIn(c.slug, ctx.pageLocale));
  // The challenge pages are the general brand's; cofi's menu sends /challenges to its legacy host.
  const linked = ctx.resolved.tenant.routeSet === 'default';
  return (
    <CardGrid
      ctx={ctx}
      headingLevel={3}
      label={ctx.t(category ? CATEGORY_LABELS[category] : 'page.cms.readyToGo')}
      cards={challenges.map((c) => ({
        href: linked ? `/challenges/${c.slug}` : undefined,
        title: c.title,
        description: c.description,
        meta: ctx.t('challenges.cardMeta', { category: ctx.t(CATEGORY_LABELS[c.category]), days: c.duration_days }),
      }))}
    />
  );
}
