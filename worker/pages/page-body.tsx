import { formatNumber } from '../../client/format.ts';
import VideoPlayer from '../../client/islands/video-player.tsx';
import { ContactPage } from './contact-page.tsx';
import { TENANTS } from '../tenants/registry.ts';
import { Island } from '../ui/island.tsx';
import { buildHref, videoEmbedUrl } from '../ui/links.ts';
import { css } from '../ui/styles.ts';
import type { PageContext } from './page-context.ts';

/** Spec §9 stats (total_orgs, total_events); live figures arrive with the API client (issue 5). */
export const PLATFORM_STATS = { totalOrgs: 814, totalEvents: 2149 };

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

function Home({ ctx }: { ctx: PageContext }) {
  const { tenant } = ctx.resolved;
  return (
    <section className={hero}>
      <h1>{tenant.title}</h1>
      <p>{tenant.description}</p>
      <a href={buildHref('/contact?topic=demo', ctx)}>Book a demo</a>
      <a href={buildHref('/pricing', ctx)}>See pricing</a>
      <p data-testid="stats">
        {formatNumber(PLATFORM_STATS.totalOrgs, ctx.locale)} organisations have run {formatNumber(PLATFORM_STATS.totalEvents, ctx.locale)} events on the platform.
      </p>
    </section>
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
  return (
    <>
      <h1>{ctx.meta.title ?? ctx.route?.name}</h1>
      <p>{ctx.meta.description ?? ctx.resolved.tenant.description}</p>
      <p><a href={buildHref('/contact?topic=demo', ctx)}>Book a demo</a></p>
    </>
  );
}
