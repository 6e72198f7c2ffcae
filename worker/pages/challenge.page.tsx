/** /challenges/{id}: a ready-to-go challenge and its packages. */
import { LICENSE_LABELS } from '../../common/pricing/price-list-schema.ts';
import { CONTENT } from '../content/built-content.ts';
import { englishTranslate } from '../i18n/messages.ts';
import { CardGrid } from '../ui/cards.tsx';
import { CATEGORY_LABELS } from './challenge-parts.tsx';
import { EntryPage } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'challenge',
  paths: ['/challenges/:id'],
  brands: ['default'],
  // Its headings and facts are English words in code: the challenge's translations show on cards only.
  englishOnly: true,
  content: 'collection',
  collection: 'readyToGo',
} as const satisfies RouteDeclaration;

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
        // The page stays English under a locale prefix (route flag `englishOnly`): its facts too.
        {
          label: 'category',
          value: (props.ctx.translated ? props.ctx.t : englishTranslate)(CATEGORY_LABELS[challenge.category]),
        },
        { label: 'days', value: challenge.duration_days },
        { label: 'packages', value: challenge.packages.length },
      ]}
      after={packages}
    />
  );
}

export default ChallengePage;
