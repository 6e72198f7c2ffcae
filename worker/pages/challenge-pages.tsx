import { formatNumber } from '../../common/format.ts';
import { LICENSE_LABELS } from '../../common/pricing/price-list-schema.ts';
import { CONTENT } from '../content/built-content.ts';
import type { ReadyToGo } from '../content/site-content-types.ts';
import { CardGrid } from '../ui/cards.tsx';
import { buildHref } from '../../common/links.ts';
import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import { css } from '../../common/styles.ts';
import type { PageContext } from '../render/page-context.ts';
import { EntryPage, ListingPage, TRIAL_CTA } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';

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

/** /challenges: the ready-to-go challenges by category, and the journeys, packs and videos. */
export function ChallengesIndexPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const categories = (Object.keys(CATEGORY_LABELS) as ReadyToGo['category'][]).filter((c) =>
    Object.values(CONTENT.readyToGo).some((r) => r.category === c),
  );
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      {categories.map((c) => (
        <section key={c} aria-labelledby={`rtg-${c}`}>
          <h2 id={`rtg-${c}`}>{CATEGORY_LABELS[c]}</h2>
          <ReadyToGoCards ctx={ctx} category={c} />
        </section>
      ))}
      <h2>More to add to any challenge</h2>
      <CardGrid
        ctx={ctx}
        headingLevel={3}
        cards={[
          {
            href: '/challenges/journeys',
            title: 'Virtual journeys',
            description: `${Object.keys(CONTENT.journeys).length} routes teams travel on a map as they move.`,
          },
          {
            href: '/challenges/wellbeing-packs',
            title: 'Wellbeing packs',
            description: `${Object.keys(CONTENT.wellbeingPacks).length} weekly programmes for sleep, focus and connection.`,
          },
          {
            href: '/challenges/workout-videos',
            title: 'Workout videos',
            description: `${Object.keys(CONTENT.workoutVideos).length} short sessions participants can follow anywhere.`,
          },
        ]}
      />
      <CallsToAction page={{ ...page, cta: page.cta ?? TRIAL_CTA }} ctx={ctx} />
    </>
  );
}

/** /challenges/{id}: a ready-to-go challenge and its packages. */
export function ChallengePage(props: PageProps) {
  const challenge = CONTENT.readyToGo[props.ctx.params.id!]!;
  const packages = (
    <>
      <h2>Packages</h2>
      <CardGrid
        ctx={props.ctx}
        headingLevel={3}
        cards={challenge.packages.map((p) => ({
          href: `/challenges/${challenge.slug}/packages/${p.id}`,
          title: p.name,
          description: p.description,
          meta: `${LICENSE_LABELS[p.license]} licence`,
        }))}
      />
    </>
  );
  return (
    <EntryPage
      {...props}
      facts={[
        { label: 'category', value: CATEGORY_LABELS[challenge.category] },
        { label: 'days', value: challenge.duration_days },
        { label: 'packages', value: challenge.packages.length },
      ]}
      after={packages}
    />
  );
}

/** /challenges/{id}/packages/{packageId}: what one package of a challenge includes. */
export function ChallengePackagePage({ ctx, page }: PageProps) {
  const challenge = CONTENT.readyToGo[ctx.params.id!]!;
  const pkg = challenge.packages.find((p) => p.id === ctx.params.packageId)!;
  const includes = (
    <>
      <h2>What the package includes</h2>
      <ul>
        {pkg.includes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <a href={buildHref(`/challenges/${challenge.slug}`, ctx)}>{`All packages of ${challenge.title}`}</a> ·{' '}
        <a href={buildHref('/pricing', ctx)}>Prices per participant</a>
      </p>
    </>
  );
  const quote = [{ label: 'Get a quote', href: '/contact?topic=pricing' }, ...TRIAL_CTA.slice(0, 1)];
  return (
    <EntryPage
      ctx={ctx}
      page={{ ...page, cta: quote }}
      facts={[
        { label: 'licence', value: LICENSE_LABELS[pkg.license] },
        { label: 'days', value: challenge.duration_days },
      ]}
      after={includes}
    />
  );
}

const stages = css`
  width: 100%;
  max-width: 640px;
  border-collapse: collapse;
  margin: 16px 0 32px;
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid var(--tt-surface);
  }
  .num {
    text-align: right;
  }
`;

/** /challenges/journeys: every virtual journey. */
export function JourneysPage(props: PageProps) {
  const cards = Object.values(CONTENT.journeys).map((j) => ({
    href: `/challenges/journeys/${j.slug}`,
    title: j.title,
    description: j.description,
    meta: `${j.region} · ${formatNumber(j.distance_km, props.ctx.locale)} km`,
  }));
  return <ListingPage {...props} label="Virtual journeys" cards={cards} />;
}

/** /challenges/journeys/{id}: a journey's route, stage by stage. */
export function JourneyPage(props: PageProps) {
  const { locale } = props.ctx;
  const journey = CONTENT.journeys[props.ctx.params.id!]!;
  const table = (
    <>
      <h2>Stages</h2>
      <table className={stages}>
        <thead>
          <tr>
            <th>Stage</th>
            <th className="num">km from the start</th>
          </tr>
        </thead>
        <tbody>
          {journey.stages.map((s) => (
            <tr key={s.name}>
              <td>{s.name}</td>
              <td className="num">{formatNumber(s.km, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
  return (
    <EntryPage
      {...props}
      facts={[
        { label: 'km', value: formatNumber(journey.distance_km, locale) },
        { label: 'stages', value: journey.stages.length },
        { label: 'region', value: journey.region },
      ]}
      after={table}
    />
  );
}
