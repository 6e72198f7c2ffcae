/** Every content-managed /product page (a 404 where the brand has no such page). */
import type { RouteDeclaration } from './page-module.ts';
import type { PageContext } from '../page-context.ts';
import { productHeroIllustration } from '../home/home-illustrations.tsx';
import { tellsReportingStory } from '../home/product-story.ts';

export const route = {
  name: 'content-product',
  paths: ['/product/*'],
  brands: ['default', 'cofi'],
  content: 'cms',
} as const satisfies RouteDeclaration;

export { CmsPage as default, loadCmsPage as load } from './cms-page.tsx';

/** The overview's setup picture, stored once per isolate and key (the build's copy: worker/home/home-illustrations.tsx). */
export const illustrations = (ctx: PageContext) =>
  ctx.page && 'path' in ctx.page && tellsReportingStory(String(ctx.page.path), ctx.resolved.tenant)
    ? [productHeroIllustration(ctx)]
    : [];
