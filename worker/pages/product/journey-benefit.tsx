/**
 * A brand's journey page as a spec sheet: the featured journey's map beside the heading, the phone's
 * drawing at every width (start, finish and a group's position named on their marks), then the copy's sections in order, each a
 * numbered row beside its figure: how long the buyer's own group takes (the journey planner, as a
 * journey page has it: a working GET form, then an island), the three kinds of journey, the routes,
 * the milestone badges, the formats. Every figure is computed from content/challenges/journeys/.
 */
import type { ReactNode } from 'react';
import { featuredJourneySlug } from '../../ui/page-visuals.tsx';
import { JOURNEY_MAPS } from '../../generated/journey-maps.ts';
import { JourneyRouteMap } from '../../ui/illustrations/journey-route-map.tsx';
import { teamInitialsAll } from '../../ui/illustrations/team-initials.ts';
import { CallsToAction, PageIntro, Prose } from '../../ui/prose.tsx';
import { CustomerProof, proofOf } from '../../ui/customer-proof.tsx';
import type { PageProps } from '../page-props.ts';
import { IconPoints, journeyIn, MilestoneBadges, RouteCards } from './journey-benefit-parts.tsx';
import { JourneyPlannerSection } from '../journey-parts.tsx';
import { planFromQuery } from '../journey-plan.ts';
import type { IconName } from '../../ui/visual/icons.tsx';

/** The three kinds of journey (individual, team, everyone) and the formats (steps, distance, time). */
const KINDS: IconName[] = ['walking', 'teams', 'region'];
const FORMATS: IconName[] = ['shoe-prints', 'map', 'running'];

/** The copy's second-level sections, each split into its heading and the rest. */
function sectionsOf(html: string) {
  return html
    .split(/(?=<h2)/)
    .map((part) => /^<h2[^>]*>([\s\S]*?)<\/h2>([\s\S]*)$/.exec(part.trim()))
    .filter((m) => m !== null)
    .map(([, heading, body]) => ({ heading: heading!, body: body! }));
}

export function JourneyBenefitPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const slug = featuredJourneySlug()!;
  const journey = journeyIn(slug, ctx.pageLocale);
  // One group on the map, the leading sample team: its name on its marker, as a live challenge shows it.
  const leader = journey.teams?.[0];
  const teams = leader ? [{ ...leader, initials: teamInitialsAll([leader.name])[0] }] : [];
  // Each section's figure, in the copy's order; a section of points (a list) shows them behind these icons.
  // The second testimonial (teams across sites and shifts): the one about moving together, and not the contact page's.
  const proof = proofOf(tenant.id, ctx.pageLocale, 1);
  const figures: ReactNode[] = [
    <JourneyPlannerSection
      key="plan"
      ctx={ctx}
      journey={journey}
      asked={planFromQuery(ctx.url.searchParams, journey.distance_km)}
    />,
    KINDS,
    <RouteCards key="routes" ctx={ctx} />,
    <MilestoneBadges key="badges" ctx={ctx} journey={journey} />,
    FORMATS,
  ];
  return (
    <article data-composition="sheet" data-testid="journey-benefit">
      <PageIntro
        page={page}
        tenant={tenant}
        visual={
          <div data-testid="journey-map">
            <JourneyRouteMap
              title={journey.title}
              stages={journey.stages}
              geometry={JOURNEY_MAPS[slug]!}
              teams={teams}
              lang={ctx.locale}
              phoneDrawing
            />
          </div>
        }
      />
      {sectionsOf(page.html).map(({ heading, body }, i) => {
        const shown = figures[i];
        const [words = '', list = ''] = body.split(/(?=<ul)/);
        return (
          <section key={i} data-kicker data-journey-section={i + 1}>
            <h2 dangerouslySetInnerHTML={{ __html: heading }} />
            {Array.isArray(shown) ? (
              <>
                <Prose html={words} tenant={tenant} ctx={ctx} />
                <IconPoints html={list} icons={shown} ctx={ctx} />
              </>
            ) : (
              <>
                <Prose html={body} tenant={tenant} ctx={ctx} />
                {shown}
              </>
            )}
          </section>
        );
      })}
      {proof && (
        // Proof before the closing link: the brand's customers and a testimonial, as its pricing shows them.
        <section data-kicker data-journey-section="proof" aria-labelledby="journey-proof">
          <h2 id="journey-proof">{ctx.t('contact.proof.heading', { name: tenant.name })}</h2>
          <CustomerProof proof={proof} logosLabel={ctx.t('contact.proof.customers', { name: tenant.name })} />
        </section>
      )}
      {/* The page's own next step after the plan, filled: the header keeps the demo in view on every
          screen, so the page's is pricing (a screen never shows one action twice). */}
      <CallsToAction page={page} ctx={ctx} secondary="link" inHeader={tenant.primaryAction.path} />
    </article>
  );
}
