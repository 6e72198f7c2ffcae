import { formatNumber } from '../../common/format.ts';
import { embeddedHomeData } from '../live-data/embedded-content.ts';
import { CONTENT } from '../content/built-content.ts';
import { customHomeCopy } from '../content/custom-home.ts';
import { CallsToAction, fillPlaceholders, Prose } from '../ui/prose.tsx';
import type { HomeData, Testimonial } from '../live-data/live-data-schema.ts';
import { MenuLink } from '../../common/menu/menu-link.tsx';
import { buildHref } from '../../common/links.ts';
import { css } from '../../common/styles.ts';
import type { PageProps } from './page-props.ts';
import type { RequestContext } from '../http/request-context.ts';
import { settingsOf } from '../env.ts';
import { loadHomeData } from '../live-data/live-data.ts';
import type { LoadedParts } from './page-context.ts';
import type { RouteDeclaration } from './page-module.ts';
import { AvatarInitials } from '../ui/illustrations/avatar-initials.tsx';
import { StatCallouts } from '../ui/illustrations/stat-callouts.tsx';
import { FeatureRow } from '../ui/visual/layout.tsx';
import { CustomerLogos } from '../ui/illustrations/customer-logos.tsx';
import { AppLeaderboard, Badges, CollectiveProgress, TenantTrackers } from './page-visuals.tsx';

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

// The hero shows the app (issue 18): beside the words from 900 px, under them on phones, where the
// words shrink their padding so the phone's top is in the first screen.
const hero = css`
  padding: 24px 16px 32px;
  background: var(--tt-primary);
  color: var(--tt-on-primary);
  text-align: center;
  display: grid;
  gap: 24px;
  justify-items: center;
  .app {
    width: 100%;
    max-width: 240px;
  }
  h1 {
    color: var(--tt-on-primary);
    max-width: 880px;
    margin: 0 auto 12px;
    font-size: 1.85rem;
    line-height: 1.15;
  }
  p {
    max-width: 680px;
    margin: 0 auto 16px;
    font-size: 1.05rem;
  }
  [data-testid='stats'] {
    margin: 12px auto 0;
    font-size: 0.95rem;
  }
  /* One block: goober merges equal media queries into the first one's place, before the rules above. */
  @media (min-width: 900px) {
    padding: 72px 32px;
    grid-template-columns: minmax(0, 640px) 280px;
    justify-content: center;
    align-items: center;
    gap: 64px;
    text-align: left;
    h1,
    p {
      margin-left: 0;
    }
    .app {
      max-width: 280px;
    }
    h1 {
      font-size: clamp(2rem, 4vw, 3rem);
      line-height: 1.2;
      margin-bottom: 16px;
    }
    p {
      font-size: 1.2rem;
      margin-bottom: 24px;
    }
    [data-testid='stats'] {
      font-size: 1.05rem;
    }
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0 24px;
    margin: 4px;
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-on-primary);
    color: var(--tt-primary);
    font-weight: 700;
    text-decoration: none;
  }
`;
const band = css`
  padding: 48px 16px;
  max-width: 1120px;
  margin: 0 auto;
  color: var(--tt-text);
  h2 {
    text-align: center;
    margin: 0 0 24px;
  }
`;
/** The brand pitch (customHomePostfix): reading width, headings aligned with the text. */
const pitchBand = css`
  padding: 48px 16px 0;
  max-width: 760px;
  margin: 0 auto;
  color: var(--tt-text);
  > h2 {
    margin: 0 0 8px;
  }
  > p {
    font-size: 1.15rem;
    color: var(--tt-muted-text);
  }
`;
const quoteGrid = css`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  figure {
    margin: 0;
    padding: 24px;
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-surface);
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
    margin-left: auto;
  }
`;

function Quote({ t }: { t: Testimonial }) {
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
          <small>{[t.title, t.org].filter(Boolean).join(', ')}</small>
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

/** The home page (no layout): hero with the tenant's pitch and stats, customer logos, testimonials. */
export function HomePage({ ctx }: PageProps) {
  const { tenant } = ctx.resolved;
  const { stats, customers, testimonials } = homeDataOf(ctx);
  const pitch = customHomeCopy(CONTENT, tenant);
  return (
    <>
      <section className={hero}>
        <div>
          <h1>{tenant.title}</h1>
          <p>{tenant.description}</p>
          <a href={buildHref('/contact?topic=demo', ctx)}>Book a demo</a>
          <a href={buildHref('/pricing', ctx)}>See pricing</a>
          <p data-testid="stats">
            {formatNumber(stats.total_orgs, ctx.locale)} organisations have run{' '}
            {formatNumber(stats.total_events, ctx.locale)} events on the platform.
          </p>
        </div>
        <div className="app">
          <AppLeaderboard lang={ctx.locale} />
        </div>
      </section>
      <section className={band} aria-label="The platform in numbers" data-testid="stat-callouts">
        <StatCallouts
          lang={ctx.locale}
          stats={[
            // No icons here: the figures speak for themselves and home's 40 KB budget is tight.
            { value: stats.total_orgs, label: 'organisations' },
            { value: stats.total_events, label: 'events' },
          ]}
        />
      </section>
      {pitch && (
        <section className={pitchBand} aria-labelledby="pitch-heading" data-testid="custom-home">
          <h2 id="pitch-heading">{fillPlaceholders(pitch.title, tenant)}</h2>
          <p>{fillPlaceholders(pitch.description, tenant)}</p>
          <Prose html={pitch.html} tenant={tenant} ctx={ctx} />
          <CallsToAction page={pitch} ctx={ctx} />
        </section>
      )}
      {customers.length > 0 && (
        <section className={band} aria-labelledby="customers-heading" data-testid="customers">
          <h2 id="customers-heading">Trusted by teams at</h2>
          {/* The wordmarks are the links to the customers' sites (one list, not a picture and a list). */}
          <CustomerLogos
            customers={customers}
            label={`Organisations that use ${tenant.name}`}
            wrap={(c, mark) => (
              <MenuLink path={c.url} search={ctx.search}>
                {mark}
              </MenuLink>
            )}
          />
        </section>
      )}
      <FeatureRow
        index={0}
        title="Everyone moves the team forward"
        lead="Steps, rides and swims add up to one shared goal, with progress split by team and group as the race views show it."
        visual={<CollectiveProgress lang={ctx.locale} teams={3} />}
      />
      <FeatureRow
        index={1}
        title="Badges for every milestone"
        lead="Streaks, distances and climbs earn badges people share with their teams."
        visual={<Badges oneRow />}
      />
      <FeatureRow
        index={2}
        title="Works with the trackers people already wear"
        lead="Activity syncs from their devices and apps into the challenge, with no manual entry."
        visual={<TenantTrackers tenant={tenant} lang={ctx.locale} />}
      />
      {testimonials.length > 0 && (
        <section className={band} aria-labelledby="testimonials-heading" data-testid="testimonials">
          <h2 id="testimonials-heading">What organisers say</h2>
          <div className={quoteGrid}>
            {testimonials.map((t) => (
              <Quote key={`${t.name}|${t.org}`} t={t} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}

export default HomePage;
