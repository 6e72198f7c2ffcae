import { formatNumber } from '../../client/format.ts';
import VideoPlayer from '../../client/islands/video-player.tsx';
import { embeddedHomeData } from '../api/embedded-content.ts';
import type { HomeData, Testimonial } from '../api/live-data-schema.ts';
import { ContactPage } from './contact-page.tsx';
import { PricingPage } from './pricing-page.tsx';
import { TENANTS } from '../tenants/registry.ts';
import { Island } from '../ui/island.tsx';
import { MenuLink } from '../ui/menu/menu-link.tsx';
import { buildHref, videoEmbedUrl } from '../ui/links.ts';
import { css } from '../ui/styles.ts';
import type { PageContext } from './page-context.ts';

export const ERROR_TEXT: Record<number, { heading: string; body: string }> = {
  404: { heading: 'We could not find that page', body: 'The link may be old or mistyped. Start again from the home page, or tell us what you were looking for and we will point you to it.' },
  500: { heading: 'Something went wrong on our side', body: 'We have logged the problem and will look at it. Please try again in a minute.' },
  502: { heading: 'This page is temporarily unavailable', body: 'The service behind this page did not answer. Please try again in a minute.' },
  504: { heading: 'This page took too long to load', body: 'The service behind this page is slow right now. Please try again in a minute.' },
};

const hero = css`
  padding: 72px 16px; background: var(--tt-primary); color: var(--tt-on-primary); text-align: center;
  h1 { color: var(--tt-on-primary); max-width: 880px; margin: 0 auto 16px; }
  p { max-width: 680px; margin: 0 auto 24px; font-size: 1.2rem; }
  a { display: inline-flex; align-items: center; min-height: 48px; padding: 0 24px; margin: 4px; border-radius: var(--tt-radius, 8px);
      background: var(--tt-on-primary); color: var(--tt-primary); font-weight: 700; text-decoration: none; }
`;
const swatches = css`display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  section { border: 1px solid var(--tt-muted-text); border-radius: var(--tt-radius, 8px); padding: 12px; }
  span { display: inline-block; width: 28px; height: 28px; border-radius: 50%; margin-right: 4px; border: 1px solid #0003; }`;

const band = css`padding: 48px 16px; max-width: 1120px; margin: 0 auto; color: var(--tt-text);
  h2 { text-align: center; margin: 0 0 24px; }`;
const logoList = css`list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 12px 32px; justify-content: center;
  a { display: inline-flex; align-items: center; min-height: 48px; color: var(--tt-text); font-size: 1.15rem; font-weight: 700; letter-spacing: 0.02em; text-decoration: none; }
  a:hover, a:focus-visible { color: var(--tt-link); text-decoration: underline; }`;
const quoteGrid = css`display: grid; gap: 24px; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  figure { margin: 0; padding: 24px; border-radius: var(--tt-radius, 8px); background: var(--tt-surface); color: var(--tt-text); display: flex; flex-direction: column; gap: 16px; }
  blockquote { margin: 0; font-size: 1.05rem; }
  figcaption { display: flex; align-items: center; gap: 12px; margin-top: auto; }
  figcaption small { display: block; color: var(--tt-muted-text); }
  .avatar { flex: none; width: 48px; height: 48px; border-radius: 50%; object-fit: cover; display: inline-grid; place-items: center;
    background: var(--tt-primary); color: var(--tt-on-primary); font-weight: 700; }
  .org-logo { height: 24px; width: auto; margin-left: auto; }`;

const initials = (name: string) => name.split(/\s+/).map((part) => part[0]).slice(0, 2).join('').toUpperCase();

function Quote({ t }: { t: Testimonial }) {
  return (
    <figure>
      <blockquote><p>{t.quote}</p></blockquote>
      <figcaption>
        {t.avatar ? <img className="avatar" src={t.avatar} alt="" width="48" height="48" loading="lazy" /> : <span className="avatar" aria-hidden="true">{initials(t.name)}</span>}
        <span><strong>{t.name}</strong><small>{[t.title, t.org].filter(Boolean).join(', ')}</small></span>
        {t.logo && <img className="org-logo" src={t.logo} alt="" height="24" loading="lazy" />}
      </figcaption>
    </figure>
  );
}

/** The home data `respond` loaded into the page context, else the embedded content. */
function homeDataOf(ctx: { resolved: { id: string }; home?: HomeData }): HomeData {
  return ctx.home ?? embeddedHomeData(ctx.resolved.id);
}

function Home({ ctx }: { ctx: PageContext }) {
  const { tenant } = ctx.resolved;
  const { stats, customers, testimonials } = homeDataOf(ctx);
  return (
    <>
      <section className={hero}>
        <h1>{tenant.title}</h1>
        <p>{tenant.description}</p>
        <a href={buildHref('/contact?topic=demo', ctx)}>Book a demo</a>
        <a href={buildHref('/pricing', ctx)}>See pricing</a>
        <p data-testid="stats">
          {formatNumber(stats.total_orgs, ctx.locale)} organisations have run {formatNumber(stats.total_events, ctx.locale)} events on the platform.
        </p>
      </section>
      {customers.length > 0 && (
        <section className={band} aria-labelledby="customers-heading" data-testid="customers">
          <h2 id="customers-heading">Trusted by teams at</h2>
          <ul className={logoList}>
            {customers.map((c) => <li key={c.id}><MenuLink path={c.url} search={ctx.search}>{c.name}</MenuLink></li>)}
          </ul>
        </section>
      )}
      {testimonials.length > 0 && (
        <section className={band} aria-labelledby="testimonials-heading" data-testid="testimonials">
          <h2 id="testimonials-heading">What organisers say</h2>
          <div className={quoteGrid}>
            {testimonials.map((t) => <Quote key={`${t.name}|${t.org}`} t={t} />)}
          </div>
        </section>
      )}
    </>
  );
}

function ThemeGallery({ ctx }: { ctx: PageContext }) {
  const video = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
  return (
    <>
      <h1>Theme and components</h1>
      <p>Every tenant's colours side by side. Preview one with <code>?tenant=&lt;id&gt;</code> and <code>&amp;theme=highcontrast</code>.</p>
      <div className={swatches}>
        {Object.values(TENANTS).map((t) => (
          <section key={t.id}>
            <h2>{t.name} <small>({t.id})</small></h2>
            {Object.entries(t.theme).map(([key, value]) => <span key={key} title={`${key} ${value}`} style={{ background: value }} />)}
            <p><a href={`/test/theme?tenant=${t.id}`}>Preview {t.name}</a> · <a href={`/test/theme?tenant=${t.id}&theme=highcontrast`}>high contrast</a></p>
          </section>
        ))}
      </div>
      <h2>Video player</h2>
      <Island name="video-player" component={VideoPlayer} props={{ title: 'How a step challenge works', href: video, embedUrl: videoEmbedUrl(video)! }} when="visible" />
    </>
  );
}

/** Page content by route. Real copy per route arrives with the content pipeline (issue 4). */
export function PageBody({ ctx, status }: { ctx: PageContext; status: number }) {
  const error = ERROR_TEXT[status];
  if (error) {
    return (
      <>
        <h1>{error.heading}</h1>
        <p>{error.body}</p>
        <p><a href={buildHref('/', ctx)}>Go to the {ctx.resolved.tenant.name} home page</a> · <a href={buildHref('/contact', ctx)}>Contact us</a></p>
      </>
    );
  }
  if (ctx.route?.name === 'home') return <Home ctx={ctx} />;
  if (ctx.route?.name === 'test-theme') return <ThemeGallery ctx={ctx} />;
  if (ctx.route?.name === 'contact') return <ContactPage ctx={ctx} />;
  if (ctx.route?.name === 'pricing') return <PricingPage ctx={ctx} />;
  return (
    <>
      <h1>{ctx.meta.title ?? ctx.route?.name}</h1>
      <p>{ctx.meta.description ?? ctx.resolved.tenant.description}</p>
      <p><a href={buildHref('/contact?topic=demo', ctx)}>Book a demo</a></p>
    </>
  );
}
