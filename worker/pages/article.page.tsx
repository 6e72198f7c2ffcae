/** /articles/{id}: a guide, shown as a blog post is (blog-post.page.tsx). */
import type { RouteDeclaration } from './page-module.ts';

export const route = {
  name: 'article',
  paths: ['/articles/:id'],
  brands: ['default'],
  content: 'collection',
  collection: 'articles',
} as const satisfies RouteDeclaration;

export { PostPage as default } from './blog-post.page.tsx';
