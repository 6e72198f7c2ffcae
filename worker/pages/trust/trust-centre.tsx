/**
 * The trust centre: both brands' security and privacy page, rendered from the facts of
 * content/trust/trust-centre.json and the tenant's config, after the page's own words from its
 * content-managed file. Each section has its own anchor, visual or list.
 */
import type { ReactNode } from 'react';
import type { Thing } from 'schema-dts';
import { buildHref } from '../../../common/links.ts';
import { css } from '../../../common/styles.ts';
import type { PageFacts } from '../../structured-data/page-facts.ts';
import { webPageOf } from '../../structured-data/web-page.ts';
import { dataIn } from '../../content/localized-data.ts';
import { pickedRegion, REGION_PARAM, ssoProvidersOf } from '../../trust/trust-facts.ts';
import type { TrustCentre } from '../../trust/trust-schema.ts';
import { TRUST_SECTIONS, type TrustSection } from '../../trust/trust-catalogues.ts';
import { fillPlaceholders, PageIntro } from '../../ui/prose.tsx';
import { SPACE } from '../../ui/visual/tokens.ts';
import { scrollHint } from '../../ui/scroll-cue.ts';
import type { PageContext } from '../../page-context.ts';
import type { PageProps } from '../page-props.ts';
import { PermissionsMatrix } from './permissions-matrix.tsx';
import { PrivacyViews } from './privacy-views.tsx';
import { PrivacyTable } from './privacy-table.tsx';
import { ClosingColumns, ClosingSections, IntroSection } from './closing-sections.tsx';
import { RegionPicker, TrustRegionsMap } from './region-picker.tsx';
import { TrustProof } from './trust-proof.tsx';
import { ConnectedDevices, ReviewRequests, SsoProviders, SubProcessors } from './trust-lists.tsx';
import { splitSection, trustSection } from './trust-styles.ts';
import { salesPagesOf } from '../../tenants/sales-pages.ts';
import { EMPLOYER_ORDER, EmployerQuestions } from './employer-questions.tsx';
import { siteSample } from '../../ui/illustrations/sample-challenge.ts';

/** The query parameter the page's bytes depend on (its route's `cachedParams`). */
export { REGION_PARAM };

const contents = css`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${SPACE[2]} ${SPACE[5]};
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

function Section({
  id,
  ctx,
  facts,
  anchored = true,
  split = false,
  lead,
  hint,
  children,
}: {
  id: TrustSection;
  ctx: PageContext;
  /** The facts in the page's language. */
  facts: TrustCentre;
  /** False where the anchor is on an element around it (the regions: intro and map included). */
  anchored?: boolean;
  /** Heading and lead beside the content from 900 px (splitSection), for a short content. */
  split?: boolean;
  /** In place of the section's own lead, where its content is drawn another way. */
  lead?: string;
  /** Over a table that scrolls sideways on a phone, the line that says so (worker/ui/scroll-cue.ts). */
  hint?: string | false;
  children: ReactNode;
}) {
  const copy = facts.sections[id];
  const tenant = ctx.resolved.tenant;
  return (
    <section
      id={anchored ? id : undefined}
      className={split ? `${trustSection} ${splitSection}` : trustSection}
      aria-labelledby={`${id}-title`}
      data-trust-section={id}
      data-kicker
    >
      <h2 id={`${id}-title`}>{fillPlaceholders(copy.title, tenant)}</h2>
      <p className="lead">{fillPlaceholders(lead ?? copy.lead, tenant)}</p>
      {hint && <p className={scrollHint}>{hint}</p>}
      {split ? <div className="side">{children}</div> : children}
    </section>
  );
}

/**
 * The trust centre page: intro, a table of contents, then a section per concern; for a brand sold
 * to employers, a security spec sheet for a procurement reviewer (worker/ui/base-styles.ts): the
 * intro, the page's framing words, the facts (callouts, then a table), the sub-processors, the
 * employer's questions, then the answers in the order they ask (who sees a profile as a comparison
 * table, not the phone screens), each a numbered row, and the rest of the page's own words as the
 * last numbered rows with its one action.
 */
export function TrustCentrePage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  // The facts in the page's language (content/trust/trust-centre.<locale>.json), else English.
  const facts = dataIn('trust', ctx.pageLocale);
  const { labels } = facts;
  const picked = pickedRegion(ctx.url.searchParams.get(REGION_PARAM));
  // A brand sold to employers opens with their questions and answers in their order (salesPages.trust).
  const employer = salesPagesOf(tenant).trust === 'employer-questions';
  // Each concern's section after the regions (which open the page, beside its map).
  const sections: Partial<Record<TrustSection, ReactNode>> = {
    roles: (
      // A spec sheet keeps its tables tables on a phone, scrolling sideways; the line above says so.
      <Section key="roles" id="roles" ctx={ctx} facts={facts} hint={employer && ctx.t('trust.scrollHint.roles')}>
        <PermissionsMatrix roles={facts.roles} labels={labels} />
      </Section>
    ),
    privacy: (
      <Section
        key="privacy"
        id="privacy"
        ctx={ctx}
        facts={facts}
        lead={employer ? labels.privacyTableLead : undefined}
        hint={employer && ctx.t('trust.scrollHint.privacy')}
      >
        {employer ? (
          <PrivacyTable
            levels={facts.privacyLevels}
            labels={labels}
            caption={fillPlaceholders(facts.sections.privacy.title, tenant)}
          />
        ) : (
          <PrivacyViews
            levels={facts.privacyLevels}
            labels={labels}
            lang={ctx.locale}
            participant={siteSample(ctx.pageLocale, tenant.routeSet).participant}
            t={ctx.t}
          />
        )}
      </Section>
    ),
    sso: (
      <Section key="sso" id="sso" ctx={ctx} facts={facts} split>
        <SsoProviders providers={ssoProvidersOf(tenant)} tenant={tenant} labels={labels} />
        <p>
          <a href={buildHref('/pricing', ctx)}>{labels.ssoPricing}</a>
        </p>
      </Section>
    ),
    devices: (
      <Section key="devices" id="devices" ctx={ctx} facts={facts}>
        <ConnectedDevices facts={facts} tenant={tenant} pageLocale={ctx.pageLocale} />
      </Section>
    ),
    subprocessors: (
      <Section key="subprocessors" id="subprocessors" ctx={ctx} facts={facts}>
        <SubProcessors facts={facts} tenant={tenant} ctx={ctx} />
      </Section>
    ),
    reviews: (
      <Section key="reviews" id="reviews" ctx={ctx} facts={facts}>
        <ReviewRequests tenant={tenant} ctx={ctx} labels={labels} />
      </Section>
    ),
  };
  return (
    <article data-testid="trust-centre" data-composition={employer ? 'sheet' : undefined}>
      {/* The region picker's links (`?region=eu#regions`) land on its own section, not the page's top. */}
      <div>
        <PageIntro
          page={page}
          tenant={tenant}
          visual={<TrustRegionsMap regions={facts.regions} picked={picked} lang={ctx.locale} t={ctx.t} />}
        />
        {/* A spec sheet's framing words (the page's first section) open it, under the hero. */}
        {employer && <IntroSection page={page} ctx={ctx} />}
        <TrustProof facts={facts} tenant={tenant} lang={ctx.locale} sheet={employer} />
        {employer && [sections.subprocessors, <EmployerQuestions key="q" t={ctx.t} />]}
        <Section id="regions" ctx={ctx} facts={facts} split>
          <RegionPicker ctx={ctx} regions={facts.regions} picked={picked} labels={labels} />
        </Section>
      </div>
      {!employer && (
        <nav aria-label={labels.contents} className={contents}>
          <ul>
            {TRUST_SECTIONS.filter((id) => id !== 'regions').map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{fillPlaceholders(facts.sections[id].title, tenant)}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {(employer ? EMPLOYER_ORDER.filter((id) => id !== 'subprocessors') : TRUST_SECTIONS).map((id) => sections[id])}
      {employer ? <ClosingSections page={page} ctx={ctx} /> : <ClosingColumns page={page} ctx={ctx} />}
    </article>
  );
}

/** The page as a `WebPage` of the tenant's site, about and published by its `Organization`. */
export function trustCentreStructuredData(ctx: PageContext, facts: PageFacts): Thing[] {
  const tenant = ctx.resolved.tenant;
  if (!ctx.page) return [];
  return [
    webPageOf(
      { name: fillPlaceholders(ctx.page.title, tenant), description: fillPlaceholders(ctx.page.description, tenant) },
      facts,
    ),
  ];
}
