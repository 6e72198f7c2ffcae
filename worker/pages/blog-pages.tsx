import { CONTENT } from '../content/built-content.ts';
import { Facts } from '../ui/cards.tsx';
import { RelativeDate } from '../ui/relative-date.tsx';
import { ListingPage } from './page-shapes.tsx';
import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import { css } from '../../common/styles.ts';
import type { PageProps } from './page-props.ts';

const newestFirst = <T extends { date: string }>(entries: T[]) =>
  [...entries].sort((a, b) => b.date.localeCompare(a.date));
const byline = css`
  color: var(--tt-muted-text);
  margin: -12px 0 24px;
`;
const DEMO = [
  { label: 'Book a demo', href: '/contact?topic=demo' },
  { label: 'Start a free trial', href: '/start-trial' },
];

/** /blog: every post, newest first, dated relative to today in the visitor's language. */
export function BlogIndexPage(props: PageProps) {
  const posts = newestFirst(Object.values(CONTENT.blog));
  const cards = posts.map((p) => ({
    href: `/blog/${p.slug}`,
    title: p.title,
    description: p.description,
    meta: (
      <>
        <RelativeDate date={p.date} now={props.ctx.now} locale={props.ctx.locale} /> · {p.author}
      </>
    ),
  }));
  return <ListingPage {...props} label="Blog posts" cards={cards} />;
}

/** /blog/{id} and /articles/{id}: a post or guide with its date, then calls to action. */
export function PostPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const entry = page as typeof page & { date?: string; author?: string };
  return (
    <article>
      <PageIntro page={page} tenant={tenant} />
      {entry.date && (
        <p className={byline}>
          {entry.author ? `${entry.author} · ` : ''}
          <RelativeDate date={entry.date} now={ctx.now} locale={ctx.locale} />
        </p>
      )}
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={{ ...page, cta: page.cta ?? DEMO }} ctx={ctx} />
    </article>
  );
}

const study = css`
  margin: 32px 0;
  padding: 24px;
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
    padding-left: 16px;
    border-left: 4px solid var(--tt-primary);
  }
  footer {
    font-size: 0.95rem;
  }
`;

/** /resources/case-studies: the brand's case studies in full, each with what the organisation reported. */
export function CaseStudiesPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const studies = Object.values(CONTENT.caseStudies).filter((s) => s.brands.includes(tenant.routeSet));
  return (
    <>
      <PageIntro page={page} tenant={tenant} />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      {studies.map((s) => (
        <section key={s.slug} id={s.slug} className={study} aria-labelledby={`${s.slug}-title`}>
          <h2 id={`${s.slug}-title`}>{s.title}</h2>
          <p className="sector">
            {s.organisation} · {s.sector}
          </p>
          <Facts items={s.results.map((r) => ({ label: r.label, value: r.value }))} />
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
      <CallsToAction page={{ ...page, cta: page.cta ?? DEMO }} ctx={ctx} />
    </>
  );
}
