import { dataIn } from '../content/localized-data.ts';
import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import { css } from '../../common/styles.ts';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';
import { AppLeaderboard, Badges, CollectiveProgress, TenantTrackers } from '../ui/page-visuals.tsx';

export const route = {
  name: 'features',
  paths: ['/features'],
  brands: ['default'],
  content: 'copy',
  flag: 'showFeatures',
} as const satisfies RouteDeclaration;

// The product's main views side by side under the copy: as many columns as fit.
const views = css`
  display: grid;
  gap: 32px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  align-items: start;
  margin: 32px 0;
`;
const toc = css`
  columns: 2 220px;
  padding-inline-start: 20px;
  margin: 16px 0 32px;
`;
const group = css`
  margin: 40px 0;
  dl {
    display: grid;
    grid-template-columns: minmax(140px, 220px) 1fr;
    gap: 8px 16px;
    margin: 16px 0;
  }
  dt {
    font-weight: 700;
  }
  dt code {
    display: block;
    font-weight: 400;
    font-size: 0.85rem;
    color: var(--tt-muted-text);
  }
  dd {
    margin: 0;
  }
  @media (max-width: 600px) {
    dl {
      grid-template-columns: 1fr;
    }
    dd {
      margin-bottom: 8px;
    }
  }
`;

/** /features: the catalogues (activity types, providers, scoring, badges …) as a browsable reference. */
export function FeaturesPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const { groups } = dataIn('catalogues', ctx.pageLocale);
  return (
    <>
      <PageIntro
        page={page}
        tenant={tenant}
        visual={
          <AppLeaderboard
            lang={ctx.locale}
            t={ctx.t}
            pageLocale={ctx.pageLocale}
            brand={ctx.resolved.tenant.routeSet}
          />
        }
      />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <div className={views} data-testid="feature-views">
        <CollectiveProgress lang={ctx.locale} t={ctx.t} />
        <Badges t={ctx.t} />
        <TenantTrackers tenant={tenant} lang={ctx.locale} t={ctx.t} pageLocale={ctx.pageLocale} />
      </div>
      <nav aria-label={ctx.t('page.features.reference')}>
        <ul className={toc}>
          {groups.map((g) => (
            <li key={g.id}>
              <a href={`#${g.id}`}>{g.title}</a> ({g.entries.length})
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => (
        <section key={g.id} id={g.id} className={group} aria-labelledby={`${g.id}-title`}>
          <h2 id={`${g.id}-title`}>{g.title}</h2>
          <p>{g.intro}</p>
          <dl>
            {g.entries.map((e) => [
              <dt key={`t-${e.value}`}>
                {e.label}
                {/* An identifier of the platform's API: left to right and untranslated in every language. */}
                <code dir="ltr" translate="no">
                  {e.value}
                </code>
              </dt>,
              <dd key={`d-${e.value}`}>{e.description ?? ''}</dd>,
            ])}
          </dl>
        </section>
      ))}
      <CallsToAction page={page} ctx={ctx} />
    </>
  );
}

export default FeaturesPage;
