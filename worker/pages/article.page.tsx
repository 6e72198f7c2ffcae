/** /articles/{id}: a guide, shown as a blog post is (blog-post.page.tsx). */
import type { RouteDeclaration } from './page-module.ts';
import { postStructuredData } from './blog-post.page.tsx';

export const route = {
  name: 'article',
  paths: ['/articles/:id'],
  brands: ['default'],
  content: 'collection',
  collection: 'articles',
} as const satisfies RouteDeclaration;

export { PostPage as default } from './blog-post.page.tsx';

/** A guide is an `Article` (a blog post is a `BlogPosting`), by the tenant when it has no byline. */
export const structuredData = postStructuredData('Article', 'articles');
