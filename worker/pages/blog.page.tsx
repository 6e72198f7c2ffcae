/** /blog: every post, newest first, dated relative to today in the visitor's language. */
import { CONTENT } from '../content/built-content.ts';
import { RelativeDate } from '../ui/relative-date.tsx';
import { ListingPage } from './page-shapes.tsx';
import type { PageProps } from './page-props.ts';
import type { RouteDeclaration } from './page-module.ts';
import { BlogCover } from '../ui/illustrations/blog-cover.tsx';

export const route = {
  name: 'blog',
  paths: ['/blog'],
  brands: ['default'],
  content: 'copy',
} as const satisfies RouteDeclaration;

const newestFirst = <T extends { date: string }>(entries: T[]) =>
  [...entries].sort((a, b) => b.date.localeCompare(a.date));

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
  const newest = posts[0];
  const visual = newest && <BlogCover title={newest.title} tags={newest.tags ?? []} />;
  return <ListingPage {...props} label="Blog posts" cards={cards} visual={visual} />;
}

export default BlogIndexPage;
