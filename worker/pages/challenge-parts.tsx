import { CONTENT } from '../content/built-content.ts';
import type { ReadyToGo } from '../content/site-content-types.ts';
import { CardGrid } from '../ui/cards.tsx';
import type { PageContext } from './page-context.ts';

export const CATEGORY_LABELS: Record<ReadyToGo['category'], string> = {
  STEP_BASED: 'Step challenges',
  ACTIVITY_BASED: 'Activity challenges',
  WELLBEING: 'Wellbeing challenges',
  TEAMS: 'Team challenges',
};

/** Ready-to-go challenges as cards, optionally of one category (cms pages list them by `rtg_challenges`). */
export function ReadyToGoCards({ ctx, category }: { ctx: PageContext; category?: ReadyToGo['category'] }) {
  const challenges = Object.values(CONTENT.readyToGo).filter((c) => !category || c.category === category);
  // The challenge pages are the general brand's; cofi's menu sends /challenges to its legacy host.
  const linked = ctx.resolved.tenant.routeSet === 'default';
  return (
    <CardGrid
      ctx={ctx}
      headingLevel={3}
      label={category ? CATEGORY_LABELS[category] : 'Ready-to-go challenges'}
      cards={challenges.map((c) => ({
        href: linked ? `/challenges/${c.slug}` : undefined,
        title: c.title,
        description: c.description,
        meta: `${CATEGORY_LABELS[c.category]} · ${c.duration_days} days`,
      }))}
    />
  );
}
