/** /challenges/journeys: every virtual journey. */
import { formatNumber } from '../../common/format.ts';
import { CONTENT } from '../content/built-content.ts';
import { ListingPage } from './page-shapes.tsx';
import { featuredJourneySlug, JourneyVisual } from './page-visuals.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'journeys',
  paths: ['/challenges/journeys'],
  brands: ['default'],
  content: 'copy',
  meta: { illustration: '/illustrations/map.svg' },
} as const satisfies RouteDeclaration;

/** /challenges/journeys: every virtual journey. */
export function JourneysPage(props: PageProps) {
  const cards = Object.values(CONTENT.journeys).map((j) => ({
    href: `/challenges/journeys/${j.slug}`,
    title: j.title,
    description: j.description,
    meta: `${j.region} · ${formatNumber(j.distance_km, props.ctx.locale)} km`,
  }));
  const visual = <JourneyVisual slug={featuredJourneySlug() ?? ''} lang={props.ctx.locale} />;
  return <ListingPage {...props} label="Virtual journeys" cards={cards} visual={visual} />;
}

export default JourneysPage;
