/** /challenges/wellbeing-packs/{id}: one wellbeing pack. */
import { CONTENT } from '../content/built-content.ts';
import { EntryPage } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'wellbeing-pack',
  paths: ['/challenges/wellbeing-packs/:id'],
  brands: ['default'],
  content: 'collection',
  collection: 'wellbeingPacks',
} as const satisfies RouteDeclaration;

/** /challenges/wellbeing-packs/{id} */
export function WellbeingPackPage(props: PageProps) {
  const pack = CONTENT.wellbeingPacks[props.ctx.params.id!]!;
  return (
    <EntryPage
      {...props}
      facts={[
        { label: 'weeks', value: pack.weeks },
        { label: 'themes', value: pack.themes.length },
      ]}
    />
  );
}

export default WellbeingPackPage;
