/** The journey page's parts: the map with the planner over it, the team legend and the stage cards. */
import JourneyPlanner, { type PlanMapView } from '../../client/islands/journey-planner.tsx';
import { formatNumber } from '../../common/format.ts';
import { hasPlanParams } from '../../common/journeys/plan-query.ts';
import { Island } from '../../common/islands/island.tsx';
import { KEPT_PARAMS } from '../../common/links.ts';
import { css } from '../../common/styles.ts';
import type { Journey } from '../content/site-content-types.ts';
import { JOURNEY_MAPS } from '../generated/journey-maps.ts';
import { JourneyRouteMap, passed, routeMapLayouts } from '../ui/illustrations/journey-route-map.tsx';
import type { PlottedStage } from '../ui/illustrations/route-progress.ts';
import { SolarSystem, solarSystemLayout } from '../ui/illustrations/solar-system.tsx';
import { teamColour } from '../ui/illustrations/team-markers.tsx';
import { teamInitialsAll } from '../ui/illustrations/team-initials.ts';
import { mixActivities, PLAN_TABLE, type PlanFromQuery } from './journey-plan.ts';
import { plannerWords } from './planner-words.ts';
import { StopLegend } from './journey-stop-legend.tsx';
import type { PageContext } from '../page-context.ts';
import type { Translate } from '../i18n/messages.ts';

// The weekly tags' key sits under the teams' legend, one per drawing, shown at its drawing's width.
// The fields' row: labels of any length and an error under one field keep the inputs on one line
// (each field's label, input and error take a row of the row's grid, a subgrid); stacked on a phone.
const planner = css`
  display: grid;
  gap: 16px 48px;
  margin: 8px 0 48px;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'map' 'legend' 'teams' 'key' 'form' 'result';
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas: 'map map' 'teams teams' 'key key' 'form result';
  }
  > .map {
    grid-area: map;
  }
  /* The solar system is a drawing 400 wide with its own labels: a column, not the full width. The
     island's overlay is a grid item too (its marker is display: contents), so both get the same box. */
  &[data-map='solar-system'] > .map,
  &[data-map='solar-system'] [data-testid='plan-weeks-map'] {
    width: 100%;
    max-width: 560px;
    justify-self: center;
  }
  /* The wide map at most 940 px wide, in line with the text; a route that runs east–west (a band,
     Route 66's 640 × 250) the content's full width, the page's main picture: under the journey's
     title row (journey-head.ts) and lead, the whole band, its start and its finish, still fit a
     1280 × 800 first screen. */
  @media (min-width: 700px) {
    &[data-map='earth'] > .map,
    &[data-map='earth'] [data-testid='plan-weeks-map'][data-only='wide'] {
      width: 100%;
      max-width: 940px;
      justify-self: start;
    }
    &[data-shape='band'] > .map,
    &[data-shape='band'] [data-testid='plan-weeks-map'][data-only='wide'] {
      max-width: none;
    }
  }
  .teams {
    grid-area: teams;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.95rem;
  }
  /* A visitor's plan: the sample teams step back, and the line of the road the leading one has
     travelled with them; a sentence in their legend's cell says so. */
  &:has(.plan-shown) {
    .travelled,
    [data-testid='map-teams'],
    .team-name,
    [data-leader^='team'],
    .teams {
      display: none;
    }
  }
  .teams .swatch {
    margin-inline-end: 8px;
    vertical-align: middle;
  }
  .teams .caption {
    flex-basis: 100%;
    color: var(--tt-muted-text);
  }
  .planner-form {
    grid-area: form;
  }
  .week-key {
    grid-area: key;
    margin: -8px 0 0;
    font-size: 0.95rem;
    color: var(--tt-muted-text);
  }
  .week-key[data-only='wide'] {
    @media (max-width: 699px) {
      display: none;
    }
  }
  .week-key[data-only='narrow'] {
    @media (min-width: 700px) {
      display: none;
    }
  }
  .planner-result {
    grid-area: result;
    align-self: start;
    padding: 20px 24px;
    /* Invisible here; drawn in high contrast (base-styles.ts) and forced colours, where the
       surface colour is the page's own and the panel would lose its edge. */
    border: 1px solid transparent;
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-surface);
  }
  h2 {
    margin: 16px 0 8px;
  }
  .row {
    display: grid;
    gap: 12px 16px;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    margin: 0 0 12px;
  }
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  input,
  select {
    inline-size: 100%;
    min-inline-size: 0;
    min-height: 44px;
    padding: 8px 10px;
    border: 2px solid var(--tt-muted-text);
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-background);
    color: var(--tt-text);
    font: inherit;
  }
  .field {
    display: grid;
    gap: 4px;
    align-content: start;
  }
  /* Two by two: in the form's column at 1280, three across left the start date alone in a row. */
  .fields {
    row-gap: 0;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    @media (max-width: 599px) {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .fields > .field {
    grid-row: span 3;
    grid-template-rows: subgrid;
    row-gap: 4px;
    margin-block-end: 12px;
  }
  .fields label {
    align-self: start;
  }
  input[aria-invalid='true'] {
    border-color: #b00020;
  }
  .field-error,
  .refused {
    margin: 0;
    color: #b00020;
    font-weight: 600;
  }
  fieldset .row {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  fieldset {
    margin: 0 0 12px;
    padding: 8px 16px 4px;
    border: 1px solid var(--tt-muted-text);
    border-radius: var(--tt-radius, 8px);
  }
  /* Floated, the legend is laid out inside the box: a long one wraps within the border on a phone
     instead of running its second line across the top edge. */
  legend {
    float: inline-start;
    inline-size: 100%;
    padding: 0;
    margin: 0 0 4px;
    font-weight: 600;
  }
  legend + * {
    clear: both;
  }
  .note {
    color: var(--tt-muted-text);
    font-size: 0.9rem;
  }
  .days {
    margin: 0;
    font-size: 1.2rem;
  }
  .nudge {
    margin: 8px 0 0;
    font-weight: 600;
  }
  .days strong {
    font-size: 2.6rem;
    line-height: 1.1;
  }
  .weeks {
    padding-inline-start: 24px;
  }
  .next {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px 20px;
    margin: 20px 0 0;
  }
  a.primary,
  a.quiet,
  button.quiet {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0 22px;
    border-radius: var(--tt-radius, 8px);
    font: inherit;
    font-weight: 700;
    text-decoration: none;
    cursor: pointer;
  }
  a.primary {
    background: var(--tt-primary);
    color: var(--tt-on-primary);
  }
  a.quiet,
  button.quiet {
    border: 2px solid var(--tt-primary);
    background: transparent;
    color: var(--tt-primary);
  }
  a.secondary {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: var(--tt-link);
    font-weight: 600;
  }
`;

/** A map at most this tall for its width is a band (an east–west route): drawn the content's full width. */
const BAND = 0.4;

/**
 * Where a journey's drawings put its stages, for the planner's weekly tags: the wide map and the
 * phone's (each with every box it drew, for the tags to keep off), or the solar system's one drawing.
 */
function viewsOf(journey: Journey): { plotted: PlottedStage[]; views: PlanMapView[] } {
  const geometry = JOURNEY_MAPS[journey.slug];
  if (!geometry) {
    const { plotted, width, height } = solarSystemLayout(journey.stages);
    return { plotted, views: [{ width, height, stages: plotted, taken: [], marks: [], lines: [] }] };
  }
  const { wide, narrow } = routeMapLayouts(journey.stages, geometry, journey.teams ?? []);
  const view = (v: typeof narrow, only: 'wide' | 'narrow'): PlanMapView => ({
    only,
    width: v.view.width,
    height: v.view.height,
    stages: v.plotted,
    taken: v.layout.taken,
    marks: v.layout.marks,
    discs: v.layout.discs,
    lines: v.layout.lines,
    planned: v.layout.planned,
  });
  return { plotted: wide.plotted, views: [view(wide, 'wide'), view(narrow, 'narrow')] };
}

/**
 * The map the full content width, its sample teams, and the planner whose weekly markers are drawn
 * over the map (the island's overlay shares the map's grid cell and view box).
 */
export function JourneyPlannerSection({
  ctx,
  journey,
  asked,
}: {
  ctx: PageContext;
  journey: Journey;
  asked: PlanFromQuery;
}) {
  const lang = ctx.locale;
  // The markers' letters are worked out here, on the journey page only: the maps drawn elsewhere have no teams.
  const initials = teamInitialsAll((journey.teams ?? []).map((t) => t.name));
  const teams = (journey.teams ?? []).map((t, i) => ({ ...t, initials: initials[i] }));
  const geometry = JOURNEY_MAPS[journey.slug];
  const { plotted, views } = viewsOf(journey);
  const query = ctx.url.searchParams;
  const hidden = KEPT_PARAMS.flatMap((key): [string, string][] => (query.has(key) ? [[key, query.get(key)!]] : []));
  const props = {
    slug: journey.slug,
    path: ctx.url.pathname,
    distanceKm: journey.distance_km,
    views,
    table: PLAN_TABLE,
    activities: mixActivities(ctx.t, ctx.pageLocale),
    initial: asked.query,
    planned: hasPlanParams(query),
    errors: asked.errors,
    typed: asked.typed,
    hidden,
    search: ctx.search,
    lang,
    words: plannerWords(ctx.t, { pageLocale: ctx.pageLocale, lang, stepsPerKm: PLAN_TABLE.stepsPerKm }),
  };
  return (
    <section
      className={planner}
      id="plan"
      aria-labelledby="planner-heading"
      data-map={journey.map ?? 'earth'}
      data-shape={geometry && geometry.height <= BAND * geometry.width ? 'band' : undefined}
    >
      <div className="map" data-testid="journey-map">
        {geometry ? (
          <JourneyRouteMap
            title={journey.title}
            stages={journey.stages}
            geometry={geometry}
            teams={teams}
            lang={lang}
          />
        ) : (
          <SolarSystem
            title={journey.title}
            stages={journey.stages}
            progressKm={teams[0]?.km ?? 0}
            teams={teams}
            lang={lang}
          />
        )}
      </div>
      {geometry && <StopLegend stages={journey.stages} />}
      {teams.length > 0 && (
        <ul className="teams" data-testid="map-team-legend">
          <li className="caption">{ctx.t('journey.teamsCaption')}</li>
          {teams.map((t, i) => (
            <li key={t.name}>
              {/* The team's marker as the map draws it (a picture, so its letters are not page text). */}
              <svg className="swatch" viewBox="-15 -15 30 30" width={28} height={28} aria-hidden="true">
                <circle r={14} fill={teamColour(i)} />
                <text y={4.5} textAnchor="middle" fontSize={12} fontWeight={700} fill="var(--tt-background)">
                  {t.initials}
                </text>
              </svg>
              {ctx.t('journey.team', { name: t.name, km: formatNumber(t.km, lang), place: passed(plotted, t.km) })}
            </li>
          ))}
        </ul>
      )}
      {/* Its server HTML is a working GET form with the plan already drawn: nothing loads until a
          visitor points at, touches or focuses it (a first click is replayed, typing kept). */}
      <Island name="journey-planner" component={JourneyPlanner} props={props} when="interaction" />
    </section>
  );
}

const cards = css`
  list-style: none;
  margin: 16px 0 40px;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    align-content: start;
    padding: 16px;
    border: 1px solid var(--tt-surface);
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-surface);
  }
  /* The number beside every line of the card, however many lines it has (a long name wraps). */
  li > :not(.no) {
    grid-column: 2;
  }
  .no {
    grid-row: span 4;
    display: grid;
    place-items: center;
    inline-size: 32px;
    block-size: 32px;
    border-radius: 50%;
    background: var(--tt-text);
    color: var(--tt-background);
    font-weight: 700;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  .km {
    margin: 0;
    color: var(--tt-muted-text);
    font-size: 0.95rem;
  }
  p {
    margin: 0;
  }
`;

/** Each stage once, as a card numbered like its stop on the map: name, distance from the start, what is there. */
export function StageCards({ journey, lang, t }: { journey: Journey; lang: string; t: Translate }) {
  return (
    <section aria-labelledby="stages-heading">
      <h2 id="stages-heading">{t('journey.stagesHeading')}</h2>
      <ol className={cards} data-testid="stage-cards">
        {journey.stages.map((s, i) => (
          <li key={s.name}>
            <span className="no" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{s.name}</h3>
            <p className="km">
              {i === 0 ? t('journey.start') : t('journey.kmFromStart', { km: formatNumber(s.km, lang) })}
            </p>
            {s.about && <p>{s.about}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A first screen's one filled action (the first link) and its quiet alternatives (journeys index and pages). */
/** The journey's facts and its first actions: one row from 900 px, so the map starts higher. */
export const firstScreenHead = css`
  @media (min-width: 900px) {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 16px 48px;
    margin: 0 0 24px;
    > ul,
    > p {
      margin: 0;
    }
  }
`;

export const firstScreenActions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 24px;
  margin: 0 0 24px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    font-weight: 700;
    color: var(--tt-link);
  }
  a:first-child {
    padding: 0 24px;
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-primary);
    color: var(--tt-on-primary);
    text-decoration: none;
  }
`;
