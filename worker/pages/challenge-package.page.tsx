/** /challenges/{id}/packages/{packageId}: what one package of a challenge includes. */
import { buildHref } from '../../common/links.ts';
import { LICENSE_LABELS } from '../../common/pricing/price-list-schema.ts';
import { CONTENT } from '../content/built-content.ts';
import { EntryPage, TRIAL_CTA } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'challenge-package',
  paths: ['/challenges/:id/packages/:packageId'],
  brands: ['default'],
  // Its headings and facts are English words in code: the challenge's translations show on cards only.
  englishOnly: true,
  content: 'package',
} as const satisfies RouteDeclaration;

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

export default ChallengePackagePage;
