/** /challenges/journeys/{id}: a journey's route, stage by stage. */
import { formatNumber } from '../../common/format.ts';
import { css } from '../../common/styles.ts';
import { CONTENT } from '../content/built-content.ts';
import { EntryPage } from './page-shapes.tsx';
import { JourneyVisual } from './page-visuals.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';
import type { Thing } from 'schema-dts';
import type { PageFacts } from '../structured-data/page-facts.ts';
import { journeyTrip } from '../structured-data/creative-works.ts';
import type { PageContext } from './page-context.ts';

export const route = {
  name: 'journey',
  paths: ['/challenges/journeys/:id'],
  brands: ['default'],
  content: 'collection',
  collection: 'journeys',
} as const satisfies RouteDeclaration;

/** The journey as a `TouristTrip` with its stages as the itinerary (why that type: creative-works.ts). */
export function structuredData(ctx: PageContext, facts: PageFacts): Thing[] {
  return [journeyTrip(CONTENT.journeys[ctx.params.id!]!, facts)];
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
      visual={<JourneyVisual slug={journey.slug} lang={locale} />}
      facts={[
        { label: 'km', value: formatNumber(journey.distance_km, locale) },
        { label: 'stages', value: journey.stages.length },
        { label: 'region', value: journey.region },
      ]}
      after={table}
    />
  );
}

export default JourneyPage;
