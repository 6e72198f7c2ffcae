/** /challenges/journeys: every virtual journey, each with its map, distance and a way to plan it. */
import { formatNumber } from '../../common/format.ts';
import { buildHref } from '../../common/links.ts';
import { css } from '../../common/styles.ts';
import { firstScreenActions } from './journey-parts.tsx';
import { CONTENT } from '../content/built-content.ts';
import { JOURNEY_MAPS } from '../generated/journey-maps.ts';
import { CARD_RATIO, JourneyThumbnail } from '../ui/illustrations/journey-thumbnail.tsx';
import { SolarSystem } from '../ui/illustrations/solar-system.tsx';
import { PageIntro, Prose, linkShown } from '../ui/prose.tsx';
import type { PageProps } from './page-props.ts';
import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'journeys',
  paths: ['/challenges/journeys'],
  brands: ['default'],
  // No hero illustration: every card below carries its own map.
  content: 'copy',
} as const satisfies RouteDeclaration;

const grid = css`
  list-style: none;
  margin: 8px 0 40px;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  li {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 0 0 16px;
    border: 1px solid var(--tt-surface);
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-surface);
    overflow: hidden;
  }
  li > :not(.map) {
    margin-inline: 16px;
  }
  .map {
    aspect-ratio: ${CARD_RATIO[0]} / ${CARD_RATIO[1]};
    overflow: hidden;
    /* The sea's colour (palette.ts), so a map shorter than 16:10 reads as more sea. */
    background: color-mix(in srgb, var(--tt-primary) 18%, var(--tt-background));
  }
  .map {
    display: grid;
    place-items: center;
  }
  .map svg {
    max-block-size: 100%;
  }
  .map.space {
    background: var(--tt-text);
  }
  h2 {
    margin-block: 8px 0;
    font-size: 1.15rem;
  }
  h2 a {
    color: var(--tt-link);
  }
  p {
    margin-block: 0;
  }
  .meta {
    color: var(--tt-muted-text);
  }
  .plan {
    margin-block-start: auto;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
    color: var(--tt-link);
  }
`;

/** /challenges/journeys: the copy's first lines and next step, then every journey as a card with its map. */
export function JourneysPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const lang = ctx.locale;
  const { t } = ctx;
  // Each card in the page's language where its journey is translated (same slug), else English.
  const locale = ctx.pageLocale as Exclude<PageLocale, 'en'>;
  const translated = ctx.pageLocale === DEFAULT_LOCALE ? undefined : CONTENT[`translations:${locale}`]?.journeys;
  const cta = (page.cta ?? []).filter((c) => linkShown(tenant, c.href));
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      {cta.length > 0 && (
        <p className={firstScreenActions}>
          {cta.map((c) => (
            <a key={c.href} href={buildHref(c.href, ctx)}>
              {c.label}
            </a>
          ))}
        </p>
      )}
      <ul className={grid} aria-label={t('journeys.label')} data-testid="journey-cards">
        {Object.values(CONTENT.journeys).map((english) => {
          const j = translated?.[english.slug] ?? english;
          const href = buildHref(`/challenges/journeys/${j.slug}`, ctx);
          const geometry = JOURNEY_MAPS[j.slug];
          return (
            <li key={j.slug}>
              <div className={geometry ? 'map' : 'map space'}>
                {geometry ? (
                  <JourneyThumbnail title={j.title} geometry={geometry} />
                ) : (
                  // The leading sample team's place, as the journey's own map shows it: at 0 km it "passed the Sun".
                  <SolarSystem title={j.title} stages={j.stages} progressKm={j.teams?.[0]?.km ?? 0} lang={lang} />
                )}
              </div>
              <h2>
                <a href={href}>{j.title}</a>
              </h2>
              <p className="meta">
                {t('journeys.meta', {
                  region: j.region,
                  km: formatNumber(j.distance_km, lang),
                  stages: j.stages.length,
                })}
              </p>
              <p>{j.description}</p>
              <a className="plan" href={`${href}#plan`}>
                {t('journeys.plan', { title: j.title })}
              </a>
            </li>
          );
        })}
      </ul>
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
    </>
  );
}

export default JourneysPage;
