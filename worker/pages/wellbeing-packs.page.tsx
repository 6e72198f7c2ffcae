/** /challenges/wellbeing-packs: every wellbeing pack. */
import { CONTENT } from '../content/built-content.ts';
import { ListingPage } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'wellbeing-packs',
  paths: ['/challenges/wellbeing-packs'],
  brands: ['default'],
  content: 'copy',
} as const satisfies RouteDeclaration;

/** /challenges/wellbeing-packs */
export function WellbeingPacksPage(props: PageProps) {
  const cards = Object.values(CONTENT.wellbeingPacks).map((p) => ({
    href: `/challenges/wellbeing-packs/${p.slug}`,
    title: p.title,
    description: p.description,
    meta: `${p.weeks} weeks · ${p.themes.join(', ')}`,
  }));
  return <ListingPage {...props} label="Wellbeing packs" cards={cards} />;
}

export default WellbeingPacksPage;
