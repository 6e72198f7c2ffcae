/** /challenges/journeys/{id}: a journey on its map, a planner for the visitor's group, its stages once. */
import { formatNumber } from '../../common/format.ts';
import { planLinks } from '../../common/journeys/plan-links.ts';
import { CONTENT } from '../content/built-content.ts';
import { Facts } from '../ui/cards.tsx';
import { PageIntro } from '../ui/prose.tsx';
import { JourneyClosing } from './journey-closing.tsx';
import { firstScreenActions, firstScreenHead, JourneyPlannerSection, StageCards } from './journey-parts.tsx';
import { journeyHead } from './journey-head.ts';
import { planFromQuery } from './journey-plan.ts';
import { JourneyStory } from './journey-story.tsx';
import type { PageProps } from './page-props.ts';
import type { FixedAction, RouteDeclaration } from './page-module.ts';
import type { Thing } from 'schema-dts';
import type { PageFacts } from '../structured-data/page-facts.ts';
import { journeyTrip } from '../structured-data/creative-works.ts';
import type { PageContext } from '../page-context.ts';
import type { Journey } from '../content/site-content-types.ts';

/**
 * No `cachedParams`: the planner's inputs (common/journeys/plan-query.ts `PLAN_PARAMS`) are left out
 * on purpose. Each combination of people, daily average, start date and mix would be an HTML cache
 * entry of its own, an unbounded set; a request with any of them is rendered fresh and not stored
 * (worker/render/html-cache-key.ts, "query"), while the plain page stays cached.
 */
export const route = {
  name: 'journey',
  paths: ['/challenges/journeys/:id'],
  brands: ['default'],
  content: 'collection',
  collection: 'journeys',
} as const satisfies RouteDeclaration;

/** The journey as a `TouristTrip` with its stages as the itinerary and the page's plan (why that type: creative-works.ts). */
export function structuredData(ctx: PageContext, facts: PageFacts): Thing[] {
  const journey = journeyIn(ctx);
  const { t, locale } = ctx;
  const planned = planFromQuery(ctx.url.searchParams, journey.distance_km);
  const q = planned.query;
  const fmt = (n: number) => formatNumber(n, locale);
  return [
    journeyTrip(journey, facts, planned, {
      touristType: t('journey.ld.touristType'),
      planned: (plan) =>
        t('journey.ld.planned', {
          people: q.people,
          daily: fmt(q.daily),
          // The unit's noun agrees with the figure (8,000 steps, 1 step; Arabic 8,000 خطوة, 5 خطوات).
          unitKind: q.unit === 'km' ? 'km' : 'steps',
          dailyCount: q.daily,
          km: fmt(journey.distance_km),
          days: plan.days,
        }),
    }),
  ];
}

/** The page's entry in its language (its title, stages and region translated), else English. */
const journeyIn = (ctx: PageContext): Journey =>
  (ctx.page as Partial<Journey> | undefined)?.stages ? (ctx.page as Journey) : CONTENT.journeys[ctx.params.id!]!;

/**
 * No action in the header's corner: the first screen's "Use this journey" is the page's one
 * primary action, and the sticky header would show a second one beside it on every screen.
 */
export function fixedAction(): FixedAction | null {
  return null;
}

/** /challenges/journeys/{id}: the journey, its map with sample teams, the planner, its stages, the copy. */
export function JourneyPage({ ctx, page }: PageProps) {
  const { locale, t } = ctx;
  const journey = journeyIn(ctx);
  const asked = planFromQuery(ctx.url.searchParams, journey.distance_km);
  const links = planLinks(journey.slug, asked.query, ctx.search);
  const tenant = ctx.resolved.tenant;
  return (
    <>
      <div className={journeyHead}>
        <PageIntro page={page} tenant={tenant} />
        <div className={firstScreenHead}>
          <Facts
            items={[
              { label: t('journey.facts.km'), value: formatNumber(journey.distance_km, locale) },
              {
                count: t('journey.facts.stages', { count: journey.stages.length }),
                figure: formatNumber(journey.stages.length, locale),
              },
              // The region inside its sentence: "Région : États-Unis", never a label glued after the name.
              { count: t('journey.facts.region', { region: journey.region }), figure: journey.region },
            ]}
          />
          <p className={firstScreenActions}>
            <a className="primary" href={links.use} data-plan-link="use" data-testid="journey-use">
              {t('journey.use')}
            </a>
            <a className="secondary" href={links.trial} data-plan-link="trial">
              {t('journey.trial')}
            </a>
          </p>
        </div>
      </div>
      <JourneyPlannerSection ctx={ctx} journey={journey} asked={asked} />
      <StageCards journey={journey} lang={locale} t={t} />
      <JourneyStory ctx={ctx} journey={journey} html={page.html} />
      <JourneyClosing ctx={ctx} page={page} useHref={links.use} />
    </>
  );
}

export default JourneyPage;
