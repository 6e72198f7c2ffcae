/**
 * The journey page's figures, each computed from the journeys' content: days to the finish by
 * group size (the planner's arithmetic), the route list with each route's length and stops as its
 * own journey page states them, a group's milestone badges, and a section's points behind icons.
 */
import { formatNumber } from '../../../common/format.ts';
import { css } from '../../../common/styles.ts';
import { CONTENT } from '../../content/built-content.ts';
import type { Journey } from '../../content/site-content-types.ts';
import { JOURNEY_MAPS } from '../../generated/journey-maps.ts';
import type { PageContext } from '../../page-context.ts';
import { Icon, type IconName } from '../../ui/visual/icons.tsx';
import { DEFAULT_LOCALE, type PageLocale } from '../../../common/i18n/locales.ts';
import { Prose } from '../../ui/prose.tsx';

/** A journey in the page's language where it is translated (title, region, stop names), else English. */
export function journeyIn(slug: string, pageLocale: PageLocale): Journey {
  const translated =
    pageLocale === DEFAULT_LOCALE
      ? undefined
      : CONTENT[`translations:${pageLocale as Exclude<PageLocale, 'en'>}`]?.journeys?.[slug];
  return { ...CONTENT.journeys[slug]!, ...translated };
}

const figure = css`
  margin: 16px 0 0;
  font-variant-numeric: tabular-nums;
  figcaption {
    margin: 0 0 8px;
    color: var(--tt-muted-text);
    font-size: 0.875rem;
    text-align: start;
  }
  ul {
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  }
  li {
    padding: 16px;
    border: 1px solid var(--tt-edge);
    border-block-start: var(--tt-rule) solid var(--tt-top);
    border-radius: var(--tt-radius);
    background: var(--tt-card);
  }
  li p {
    margin: 0;
  }
  li > svg {
    display: block;
    margin: 0 0 8px;
    color: var(--tt-primary);
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  /* Each figure above its unit, as a spec sheet sets it (the unit first in the markup: dt, then dd). */
  dl {
    display: flex;
    gap: 16px;
    margin: 8px 0 0;
  }
  dl > div {
    display: flex;
    flex-direction: column-reverse;
  }
  dd {
    margin: 0;
    font-size: 1.375rem;
    font-weight: 700;
    line-height: 1.2;
  }
  dt,
  .small {
    color: var(--tt-muted-text);
    font-size: 0.875rem;
  }
  /* The route list and the badges: two a row on a phone; from 900 px the whole row's width, under
     the heading as well, five a row, so ten make two full rows. */
  &[data-span='all'] ul {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
  }
  @media (min-width: 900px) {
    [data-kicker] > &[data-span='all'] {
      grid-column: 1 / -1;
    }
    &[data-span='all'] ul {
      grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
    }
  }
  [data-reached='false'] {
    border-style: dashed;
    border-block-start-color: var(--tt-edge);
    background: none;
  }
  [data-reached='false'] > svg {
    color: var(--tt-muted-text);
  }
`;

/** Every route as a card: its length and its stops, the figures its own journey page shows. */
export function RouteCards({ ctx }: { ctx: PageContext }) {
  const { t, locale } = ctx;
  return (
    <div className={figure} data-span="all">
      <ul data-testid="route-cards">
        {Object.keys(CONTENT.journeys).map((slug) => {
          const j = journeyIn(slug, ctx.pageLocale);
          return (
            <li key={slug} data-route={slug}>
              <h3>{j.title}</h3>
              <span className="small">{j.region}</span>
              <dl>
                <div>
                  <dt>{t('journey.facts.km')}</dt>
                  <dd data-km>{formatNumber(j.distance_km, locale)}</dd>
                </div>
                <div>
                  <dt>{t('journey.facts.stages', { count: j.stages.length }).replace(/^\S+\s*/, '')}</dt>
                  <dd data-stops>{formatNumber(j.stages.length, locale)}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The featured journey's stops as badges: those the leading group has reached unlocked, the rest to come. */
export function MilestoneBadges({ ctx, journey }: { ctx: PageContext; journey: Journey }) {
  const { t, locale } = ctx;
  const at = journey.teams?.[0]?.km ?? 0;
  const passed = [...journey.stages].reverse().find((s) => s.km <= at)!;
  return (
    <figure className={figure} data-testid="milestone-badges" data-span="all">
      <figcaption>{t('journey.map.sampleTeam', { km: formatNumber(at, locale), place: passed.name })}</figcaption>
      <ul>
        {journey.stages.slice(1).map((s) => (
          <li key={s.name} data-reached={String(s.km <= at)}>
            <Icon name={s.km <= at ? 'badge' : 'map'} size={28} />
            <h3>{s.name}</h3>
            <span className="small">{t('journey.kmFromStart', { km: formatNumber(s.km, locale) })}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** A section's list as a row of points, each behind its icon (the list's items in order). */
export function IconPoints({ html, icons, ctx }: { html: string; icons: readonly IconName[]; ctx: PageContext }) {
  const items = [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
  return (
    <div className={figure}>
      <ul data-testid="icon-points">
        {items.map((item, i) => (
          <li key={i}>
            <Icon name={icons[i % icons.length]!} size={28} />
            <Prose html={item} tenant={ctx.resolved.tenant} ctx={ctx} />
          </li>
        ))}
      </ul>
    </div>
  );
}
