import { Fragment, type ReactNode } from 'react';
import { LOOK_CARD } from '../ui/look.ts';
import { embeddedHomeData } from '../live-data/embedded-content.ts';
import { CONTENT } from '../content/built-content.ts';
import { localizedCustomHomeCopy } from '../content/custom-home.ts';
import type { HomeData, Testimonial } from '../live-data/live-data-schema.ts';
import { MenuLink } from '../../common/menu/menu-link.tsx';
import { css } from '../../common/styles.ts';
import type { PageProps } from './page-props.ts';
import type { RequestContext } from '../http/request-context.ts';
import { settingsOf } from '../env.ts';
import { loadHomeData } from '../live-data/live-data.ts';
import type { LoadedParts } from '../page-context.ts';
import type { RouteDeclaration } from './page-module.ts';
import { AvatarInitials } from '../ui/illustrations/avatar-initials.tsx';
import { StatCallouts } from '../ui/illustrations/stat-callouts.tsx';
import { CustomerLogos } from '../ui/illustrations/customer-logos.tsx';
import { HomeClaims } from '../home/home-claims.tsx';
import { brandHomeOf } from '../home/home-content.ts';
import { HomeHero } from '../home/home-hero.tsx';
import { homeIllustrations } from '../home/home-illustrations.tsx';
import { HomeResults } from '../home/home-results.tsx';
import { HomeRows } from '../home/home-rows.tsx';
import type { HomeSection } from '../content/home-content-schema.ts';
import type { PageContext } from '../page-context.ts';
import { commaOf } from '../../common/i18n/format-list.ts';
import { localizedTestimonials } from '../live-data/localized-testimonials.ts';

export const route = {
  name: 'home',
  paths: ['/'],
  brands: ['default', 'cofi'],
  content: 'data',
  meta: { noLayout: true, showChat: true },
} as const satisfies RouteDeclaration;

/** Live stats, customer logos and testimonials from the backend API (embedded content when it fails). */
export async function load(rc: RequestContext): Promise<LoadedParts> {
  return { home: await loadHomeData(rc.resolved.id, settingsOf(rc.env), rc) };
}

/** The hero's and the rows' pictures, rendered once per isolate and key (worker/home/home-illustrations.tsx). */
export const illustrations = (ctx: PageContext) => homeIllustrations(ctx);

const band = css`
  padding: var(--tt-space) 16px;
  max-width: 1120px;
  margin: 0 auto;
  color: var(--tt-text);
  h2 {
    text-align: center;
    margin: 0 0 24px;
  }
  /* The logo row under its centred heading: centred too, whatever the number of logos. */
  > h2 + ul {
    justify-content: center;
  }
  /*
   * A look that numbers its sections puts each number above its heading at the start, as the
   * pitch's and the results' headings are: every heading of the page on one edge, the logos under it.
   */
  html[data-look~='numbered'] & h2 {
    text-align: start;
  }
  html[data-look~='numbered'] & > h2 + ul {
    justify-content: flex-start;
  }
`;
const quoteGrid = css`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  figure {
    margin: 0;
    ${LOOK_CARD}
    color: var(--tt-text);
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
  blockquote {
    margin: 0;
    font-size: 1.05rem;
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: 12px;
    margin-top: auto;
  }
  figcaption small {
    display: block;
    color: var(--tt-muted-text);
  }
  .avatar {
    flex: none;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    object-fit: cover;
  }
  .org-logo {
    height: 24px;
    width: auto;
    margin-inline-start: auto;
  }
`;

function Quote({ t, comma }: { t: Testimonial; comma: string }) {
  return (
    <figure>
      <blockquote>
        <p>{t.quote}</p>
      </blockquote>
      <figcaption>
        {t.avatar ? (
          <img className="avatar" src={t.avatar} alt="" width="48" height="48" loading="lazy" />
        ) : (
          <AvatarInitials name={t.name} size={48} />
        )}
        <span>
          <strong>{t.name}</strong>
          <small>{[t.title, t.org].filter(Boolean).join(comma)}</small>
        </span>
        {t.logo && <img className="org-logo" src={t.logo} alt="" height="24" loading="lazy" />}
      </figcaption>
    </figure>
  );
}

/** The home data `load` brought, else the embedded content. */
function homeDataOf(ctx: { resolved: { id: string }; home?: HomeData }): HomeData {
  return ctx.home ?? embeddedHomeData(ctx.resolved.id);
}

/**
 * The home page (no layout), each brand its own story and composition (content/home.json): the hero
 * with its action and the brand's picture (the participant's leaderboard, or the organiser's
 * report), then the brand's sections in its order: platform figures or customers' results, the
 * pitch as claims, customer logos, the picture rows, testimonials.
 */
export function HomePage({ ctx }: PageProps) {
  const { tenant } = ctx.resolved;
  const { stats, customers, testimonials: sent } = homeDataOf(ctx);
  const testimonials = localizedTestimonials(sent, ctx.pageLocale);
  const pitch = localizedCustomHomeCopy(CONTENT, tenant, ctx.pageLocale);
  const brand = brandHomeOf(tenant, ctx.pageLocale);
  const parts: Record<HomeSection, () => ReactNode> = {
    stats: () => (
      <section className={band} aria-label={ctx.t('page.home.inNumbers')} data-testid="stat-callouts">
        <StatCallouts
          lang={ctx.locale}
          stats={[
            // No icons here: the figures speak for themselves and home's 40 KB budget is tight.
            { value: stats.total_orgs, label: ctx.t('page.home.organisations', { count: stats.total_orgs }) },
            { value: stats.total_events, label: ctx.t('page.home.events', { count: stats.total_events }) },
          ]}
        />
      </section>
    ),
    results: () => <HomeResults brand={brand} ctx={ctx} />,
    claims: () => pitch && <HomeClaims pitch={pitch} brand={brand} ctx={ctx} />,
    customers: () =>
      customers.length > 0 && (
        <section className={band} aria-labelledby="customers-heading" data-testid="customers" data-kicker>
          <h2 id="customers-heading">{ctx.t('page.home.customers')}</h2>
          {/* The wordmarks are the links to the customers' sites (one list, not a picture and a list). */}
          <CustomerLogos
            customers={customers}
            label={ctx.t('page.home.customersLabel', { tenant: tenant.name })}
            wrap={(c, mark) => (
              <MenuLink path={c.url} search={ctx.search}>
                {mark}
              </MenuLink>
            )}
          />
        </section>
      ),
    rows: () => <HomeRows brand={brand} ctx={ctx} />,
    testimonials: () =>
      testimonials.length > 0 && (
        <section className={band} aria-labelledby="testimonials-heading" data-testid="testimonials" data-kicker>
          <h2 id="testimonials-heading">{ctx.t('page.home.testimonials')}</h2>
          <div className={quoteGrid}>
            {testimonials.map((t) => (
              <Quote key={`${t.name}|${t.org}`} t={t} comma={commaOf(ctx.pageLocale)} />
            ))}
          </div>
        </section>
      ),
  };
  return (
    <>
      <HomeHero ctx={ctx} brand={brand} stats={stats} />
      {brand.layout.sections.map((name) => (
        <Fragment key={name}>{parts[name]()}</Fragment>
      ))}
    </>
  );
}

export default HomePage;
