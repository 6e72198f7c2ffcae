/** /resources/case-studies: the case studies in full. */
import { css } from '../../common/styles.ts';
import { CONTENT } from '../content/built-content.ts';
import { Facts } from '../ui/cards.tsx';
import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import { DEMO_CTA } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';
import { StatCallouts, type Stat } from '../ui/illustrations/stat-callouts.tsx';
import { TenantCustomerLogos } from '../ui/page-visuals.tsx';
import type { Thing } from 'schema-dts';
import type { PageFacts } from '../structured-data/page-facts.ts';
import { caseStudyArticle } from '../structured-data/creative-works.ts';
import type { PageContext } from '../page-context.ts';
import type { Brand } from '../routes/routes.ts';

export const route = {
  name: 'case-studies',
  paths: ['/resources/case-studies'],
  brands: ['default', 'cofi'],
  content: 'copy',
} as const satisfies RouteDeclaration;

const study = css`
  margin: 32px 0;
  padding: 24px;
  border: 1px solid var(--tt-surface);
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-surface);
  color: var(--tt-text);
  h2 {
    margin-top: 0;
  }
  .sector {
    color: var(--tt-muted-text);
    margin: -4px 0 16px;
  }
  blockquote {
    margin: 16px 0 0;
    padding-inline-start: 16px;
    border-inline-start: 4px solid var(--tt-primary);
  }
  footer {
    font-size: 0.95rem;
  }
`;

/** A result as a stat callout when it starts with a number ("58%", "5 sites", "9 in 10"), else null. */
function statOf(result: { value: string; label: string }): Stat | null {
  const m = /^(\d[\d,]*)(.*)$/.exec(result.value);
  return m ? { value: Number(m[1]!.replace(/,/g, '')), suffix: m[2], label: result.label } : null;
}

/** The brand's case studies, in the order the page shows them. */
const studiesOf = (brand: Brand) => Object.values(CONTENT.caseStudies).filter((s) => s.brands.includes(brand));

/** Each case study on the page as an `Article` about the customer organisation. */
export function structuredData(ctx: PageContext, facts: PageFacts): Thing[] {
  return studiesOf(ctx.resolved.tenant.routeSet).map((s) => caseStudyArticle(s, facts));
}

/** /resources/case-studies: the brand's case studies in full, each with what the organisation reported. */
export function CaseStudiesPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const studies = studiesOf(tenant.routeSet);
  return (
    <>
      <PageIntro page={page} tenant={tenant} visual={<TenantCustomerLogos tenant={tenant} t={ctx.t} />} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      {studies.map((s) => (
        <section key={s.slug} id={s.slug} className={study} aria-labelledby={`${s.slug}-title`}>
          <h2 id={`${s.slug}-title`}>{s.title}</h2>
          <p className="sector">
            {s.organisation} · {s.sector}
          </p>
          {s.results.every((r) => statOf(r)) ? (
            <StatCallouts lang={ctx.locale} stats={s.results.map((r) => statOf(r)!)} />
          ) : (
            <Facts items={s.results.map((r) => ({ label: r.label, value: r.value }))} />
          )}
          <Prose html={s.html} tenant={tenant} ctx={ctx} />
          {s.quote && (
            <blockquote>
              <p>{s.quote.text}</p>
              <footer>
                {s.quote.name}, {s.quote.role}
              </footer>
            </blockquote>
          )}
        </section>
      ))}
      <CallsToAction page={{ ...page, cta: page.cta ?? DEMO_CTA }} ctx={ctx} />
    </>
  );
}

export default CaseStudiesPage;
