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

const hero = css`
  padding: 72px 16px;
  background: var(--tt-primary);
  color: var(--tt-on-primary);
  text-align: center;
  h1 {
    color: var(--tt-on-primary);
    max-width: 880px;
    margin: 0 auto 16px;
  }
  p {
    max-width: 680px;
    margin: 0 auto 24px;
    font-size: 1.2rem;
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
const logoList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px 32px;
  justify-content: center;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    color: var(--tt-text);
    font-size: 1.15rem;
    font-weight: 700;
    letter-spacing: 0.02em;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: var(--tt-link);
    text-decoration: underline;
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
    display: inline-grid;
    place-items: center;
    background: var(--tt-primary);
    color: var(--tt-on-primary);
    font-weight: 700;
  }
  .org-logo {
    height: 24px;
    width: auto;
    margin-left: auto;
  }
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

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
          <span className="avatar" aria-hidden="true">
            {initials(t.name)}
          </span>
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
        <h1>{tenant.title}</h1>
        <p>{tenant.description}</p>
        <a href={buildHref('/contact?topic=demo', ctx)}>Book a demo</a>
        <a href={buildHref('/pricing', ctx)}>See pricing</a>
        <p data-testid="stats">
          {formatNumber(stats.total_orgs, ctx.locale)} organisations have run{' '}
          {formatNumber(stats.total_events, ctx.locale)} events on the platform.
        </p>
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
          <ul className={logoList}>
            {customers.map((c) => (
              <li key={c.id}>
                <MenuLink path={c.url} search={ctx.search}>
                  {c.name}
                </MenuLink>
              </li>
            ))}
          </ul>
        </section>
      )}
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
