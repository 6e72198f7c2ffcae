/** /challenges: the ready-to-go challenges by category, and the journeys, packs and videos. */
import { CONTENT } from '../content/built-content.ts';
import type { ReadyToGo } from '../content/site-content-types.ts';
import { CardGrid } from '../ui/cards.tsx';
import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import { CATEGORY_LABELS, ReadyToGoCards } from './challenge-parts.tsx';
import { TRIAL_CTA } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';
import { featuredJourneySlug, JourneyVisual } from '../ui/page-visuals.tsx';
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'challenges',
  paths: ['/challenges'],
  brands: ['default'],
  content: 'copy',
  meta: { illustration: '/illustrations/trophy.svg' },
} as const satisfies RouteDeclaration;

/** /challenges: the ready-to-go challenges by category, and the journeys, packs and videos. */
export function ChallengesIndexPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const categories = (Object.keys(CATEGORY_LABELS) as ReadyToGo['category'][]).filter((c) =>
    Object.values(CONTENT.readyToGo).some((r) => r.category === c),
  );
  return (
    <>
      <PageIntro
        page={page}
        tenant={tenant}
        visual={<JourneyVisual slug={featuredJourneySlug() ?? ''} lang={ctx.locale} pageLocale={ctx.pageLocale} />}
      />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      {categories.map((c) => (
        <section key={c} aria-labelledby={`rtg-${c}`}>
          <h2 id={`rtg-${c}`}>{ctx.t(CATEGORY_LABELS[c])}</h2>
          <ReadyToGoCards ctx={ctx} category={c} />
        </section>
      ))}
      <h2>{ctx.t('page.challenges.moreHeading')}</h2>
      <CardGrid
        ctx={ctx}
        headingLevel={3}
        cards={[
          {
            href: '/challenges/journeys',
            title: ctx.t('journeys.label'),
            description: ctx.t('page.challenges.journeysText', { count: Object.keys(CONTENT.journeys).length }),
          },
          {
            href: '/challenges/wellbeing-packs',
            title: ctx.t('page.challenges.packsTitle'),
            description: ctx.t('page.challenges.packsText', { count: Object.keys(CONTENT.wellbeingPacks).length }),
          },
          {
            href: '/challenges/workout-videos',
            title: ctx.t('page.challenges.videosTitle'),
            description: ctx.t('page.challenges.videosText', { count: Object.keys(CONTENT.workoutVideos).length }),
          },
        ]}
      />
      <CallsToAction page={{ ...page, cta: page.cta ?? TRIAL_CTA }} ctx={ctx} />
    </>
  );
}

export default ChallengesIndexPage;
