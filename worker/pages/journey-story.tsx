/**
 * The journey's copy with a picture of its own numbers beside its first two sections: the stops
 * along the distance beside "The route", days to the finish for two group sizes (the planner's
 * figures at its default pace, the ones the copy quotes) beside "Who it suits".
 */
import { formatNumber } from '../../common/format.ts';
import { planJourney } from '../../common/journeys/plan-journey.ts';
import { planInputOf, readPlanQuery } from '../../common/journeys/plan-query.ts';
import { css } from '../../common/styles.ts';
import type { Journey } from '../content/site-content-types.ts';
import type { PageContext } from '../page-context.ts';
import { Prose } from '../ui/prose.tsx';
import { PLAN_TABLE } from './journey-plan.ts';
import { StoryWithProof } from './journey-proof.tsx';
import { EMBEDDED } from '../live-data/embedded-content.ts';

const GROUPS = [40, 10];

const paired = css`
  display: grid;
  gap: 8px 32px;
  align-items: start;
  @media (min-width: 900px) {
    gap: 8px 56px;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
  figure {
    margin: 40px 0 0;
    padding: 16px;
    border: 1px solid transparent;
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-surface);
    font-size: 0.95rem;
  }
  figcaption {
    color: var(--tt-muted-text);
  }
  .strip {
    position: relative;
    block-size: 12px;
    margin: 12px 6px;
    border-block-start: 3px solid var(--tt-primary);
    translate: 0 5px;
  }
  .strip i {
    position: absolute;
    inset-block-start: -8px;
    inline-size: 10px;
    block-size: 10px;
    margin-inline-start: -5px;
    border: 2px solid var(--tt-primary);
    border-radius: 50%;
    background: var(--tt-background);
  }
  dl {
    margin: 8px 0 0;
  }
  dd {
    margin: 0 0 8px;
    font-size: 1.5rem;
    font-weight: 700;
    line-height: 1.2;
  }
`;

/** The route's stops on one line, spaced by their distance from the start, with the totals. */
function StageStrip({ journey, ctx }: { journey: Journey; ctx: PageContext }) {
  const { stages, distance_km: km } = journey;
  return (
    <figure data-testid="journey-stage-strip">
      <figcaption>
        {ctx.t('journey.facts.stages', { count: stages.length })} · {formatNumber(km, ctx.locale)}{' '}
        {ctx.t('journey.facts.km')}
      </figcaption>
      <div className="strip" aria-hidden="true">
        {stages.map((s) => (
          <i key={s.name} style={{ insetInlineStart: `${(100 * s.km) / km}%` }} />
        ))}
      </div>
    </figure>
  );
}

/** Days to the finish for a large group and a single team at the planner's default pace. */
function FinishTimes({ journey, ctx }: { journey: Journey; ctx: PageContext }) {
  const query = readPlanQuery(new URLSearchParams());
  const fmt = (n: number) => formatNumber(n, ctx.locale);
  return (
    <figure data-testid="journey-finish-times">
      <figcaption>{ctx.t('journey.finishTimes', { daily: fmt(query.daily) })}</figcaption>
      <dl>
        {GROUPS.map((people) => {
          const plan = planJourney(planInputOf({ ...query, people }, journey.distance_km, PLAN_TABLE));
          return (
            <div key={people}>
              <dt>{ctx.t('journey.group', { people })}</dt>
              <dd>{ctx.t('planner.daysLabel', { days: plan.days })}</dd>
            </div>
          );
        })}
      </dl>
    </figure>
  );
}

/** The home's sentence of the platform's figures (organisations, events), from the same embedded data. */
const platformLine = (ctx: PageContext) => {
  const { total_orgs: orgs, total_events: events } = EMBEDDED.stats;
  return ctx.t('page.home.stats', {
    organisations: formatNumber(orgs, ctx.locale),
    events: formatNumber(events, ctx.locale),
    orgCount: orgs,
    eventCount: events,
  });
};

/** The copy split at its second-level headings: its first two sections each beside their figure, the rest beside the quote. */
export function JourneyStory({ ctx, journey, html }: { ctx: PageContext; journey: Journey; html: string }) {
  const tenant = ctx.resolved.tenant;
  const [route = '', suits = '', ...rest] = html.split(/(?=<h2)/);
  return (
    <>
      {[route, suits].map((section, i) => (
        <div key={i} className={paired}>
          <Prose html={section} tenant={tenant} ctx={ctx} />
          {i ? <FinishTimes journey={journey} ctx={ctx} /> : <StageStrip journey={journey} ctx={ctx} />}
        </div>
      ))}
      <StoryWithProof tenantId={tenant.id} locale={ctx.pageLocale} platform={platformLine(ctx)}>
        <Prose html={rest.join('')} tenant={tenant} ctx={ctx} />
      </StoryWithProof>
    </>
  );
}
