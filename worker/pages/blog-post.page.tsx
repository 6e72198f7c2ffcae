/** /blog/{id}: a post with its date and author, then calls to action. */
import { css } from '../../common/styles.ts';
import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import { RelativeDate } from '../ui/relative-date.tsx';
import { BlogCover } from '../ui/illustrations/blog-cover.tsx';
import { DEMO_CTA } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';
import type { Thing } from 'schema-dts';
import { CONTENT } from '../content/built-content.ts';
import type { PageFacts } from '../structured-data/page-facts.ts';
import { postingOf } from '../structured-data/creative-works.ts';
import type { PageContext } from '../page-context.ts';
import { fillPlaceholders } from '../ui/prose.tsx';

export const route = {
  name: 'blog-post',
  paths: ['/blog/:id'],
  brands: ['default'],
  content: 'collection',
  collection: 'blog',
} as const satisfies RouteDeclaration;

/** The post's entry of a collection (blog or articles) as a `BlogPosting` or `Article`. */
export function postStructuredData(kind: 'BlogPosting' | 'Article', collection: 'blog' | 'articles') {
  return function postThings(ctx: PageContext, facts: PageFacts): Thing[] {
    const entry: { title: string; description: string; date: string; author?: string } =
      CONTENT[collection][ctx.params.id!]!;
    const fill = (text: string) => fillPlaceholders(text, ctx.resolved.tenant);
    return [postingOf(kind, { ...entry, title: fill(entry.title), description: fill(entry.description) }, facts)];
  };
}

export const structuredData = postStructuredData('BlogPosting', 'blog');

const byline = css`
  color: var(--tt-muted-text);
  margin: -12px 0 24px;
`;

/** /blog/{id} and /articles/{id}: a post or guide with its date, then calls to action. */
export function PostPage({ ctx, page }: PageProps) {
  const tenant = ctx.resolved.tenant;
  const entry = page as typeof page & { date?: string; author?: string; tags?: string[] };
  return (
    <article>
      <PageIntro page={page} tenant={tenant} visual={<BlogCover title={page.title} tags={entry.tags ?? []} />} />
      {entry.date && (
        <p className={byline}>
          {entry.author ? `${entry.author} · ` : ''}
          <RelativeDate date={entry.date} now={ctx.now} locale={ctx.locale} />
        </p>
      )}
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={{ ...page, cta: page.cta ?? DEMO_CTA }} ctx={ctx} />
    </article>
  );
}

export default PostPage;
