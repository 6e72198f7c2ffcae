import type { ReactNode } from 'react';
import { LOOK_CARD } from '../ui/look.ts';
import { css } from '../../common/styles.ts';
import type { PageContext } from '../page-context.ts';
import type { CompiledPage } from '../content/compiled-page.ts';
import { embeddedHomeData } from '../live-data/embedded-content.ts';
import { localizedTestimonials } from '../live-data/localized-testimonials.ts';
import { Prose } from '../ui/prose.tsx';
import { Badges, CollectiveProgress, TenantTrackers } from '../ui/page-visuals.tsx';
import { Byline } from '../ui/byline.tsx';
import { StatCallouts } from '../ui/illustrations/stat-callouts.tsx';
import { BuyerAssurance } from './buyer-assurance.tsx';
import { brandHomeOf } from './home-content.ts';
import { HomeResults } from './home-results.tsx';

// Claim beside its picture, sides alternating on wide screens; stacked (words first) on phones.
const rows = css`
  display: grid;
  gap: 48px;
  margin: 48px 0;
  > section {
    display: grid;
    gap: 24px 48px;
    align-items: center;
  }
  @media (min-width: 880px) {
    > section {
      grid-template-columns: 1fr 1fr;
    }
    > .flip > .visual {
      order: -1;
    }
  }
  .visual {
    ${LOOK_CARD}
  }
  .lead {
    max-width: 760px;
  }
`;

const proof = css`
  display: grid;
  gap: 24px;
  margin: 48px 0;
  @media (min-width: 880px) {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
  figure {
    margin: 0;
    ${LOOK_CARD}
    color: var(--tt-text);
    display: grid;
    gap: 16px;
  }
  blockquote {
    margin: 0;
    font-size: 1.15rem;
  }
`;

/** The copy's sections in order: the intro, challenges, benefits, integrations, proof (content/cms/product/index.md). */
const SECTION_COUNT = 5;

/** The copy split at its `<h2>`s, or nothing when it does not have the overview's sections. */
export function overviewSections(html: string): string[] | undefined {
  const parts = html.split(/(?=<h2[\s>])/).filter((p) => p.trim());
  return parts.length === SECTION_COUNT ? parts : undefined;
}

type RowProps = { html: string; visual: ReactNode; name: string; ctx: PageContext; flip?: boolean };

function Row({ html, visual, name, ctx, flip }: RowProps) {
  return (
    <section data-row={name} className={flip ? 'flip' : undefined}>
      <Prose html={html} tenant={ctx.resolved.tenant} ctx={ctx} />
      <div className="visual">{visual}</div>
    </section>
  );
}

/**
 * The corporate product overview as rows, each claim beside its picture: challenges (badges),
 * teams (collective progress), single sign-on and hosting regions, trackers; then the proof as
 * callouts (platform figures, employers' results) and one testimonial. Nothing when the copy
 * lacks the five sections (the caller shows the copy as prose then).
 */
export function ProductOverview({ ctx, page }: { ctx: PageContext; page: CompiledPage }) {
  const sections = overviewSections(page.html);
  if (!sections) return null;
  const [intro, challenges, benefits, integrations, trusted] = sections as [string, string, string, string, string];
  const { tenant } = ctx.resolved;
  const lang = ctx.locale;
  const home = embeddedHomeData(ctx.resolved.id);
  const quote = localizedTestimonials(home.testimonials, ctx.pageLocale)[0];
  return (
    <div data-testid="product-overview">
      <div className={rows}>
        <div className="lead">
          <Prose html={intro} tenant={tenant} ctx={ctx} />
        </div>
        <Row name="challenges" html={challenges} ctx={ctx} visual={<Badges t={ctx.t} />} />
        <Row flip name="benefits" html={benefits} ctx={ctx} visual={<CollectiveProgress lang={lang} t={ctx.t} />} />
        <Row
          name="integrations"
          html={integrations}
          ctx={ctx}
          visual={<TenantTrackers tenant={tenant} lang={lang} t={ctx.t} pageLocale={ctx.pageLocale} />}
        />
      </div>
      <BuyerAssurance tenant={tenant} lang={lang} t={ctx.t} pageLocale={ctx.pageLocale} />
      <section className={proof} data-row="proof">
        <div>
          <Prose html={trusted} tenant={tenant} ctx={ctx} />
          <StatCallouts
            lang={lang}
            stats={[
              {
                value: home.stats.total_orgs,
                label: ctx.t('page.home.organisations', { count: home.stats.total_orgs }),
              },
              { value: home.stats.total_events, label: ctx.t('page.home.events', { count: home.stats.total_events }) },
            ]}
          />
        </div>
        {quote && (
          <figure data-testid="product-testimonial">
            <blockquote>
              <p>{quote.quote}</p>
            </blockquote>
            <Byline quote={quote} locale={ctx.pageLocale} />
          </figure>
        )}
      </section>
      <HomeResults brand={brandHomeOf(tenant, ctx.pageLocale)} ctx={ctx} />
    </div>
  );
}
