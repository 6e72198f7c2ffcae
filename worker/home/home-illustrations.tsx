/**
 * The home's product illustrations as parts rendered once per isolate and key (tenant, theme,
 * locale, content version: worker/ui/rendered-once.tsx): the hero's picture and each row's. The
 * page module names them (`illustrations`) and the page shows them, from the same functions, so
 * the keys agree. Live data (figures, customers, testimonials) stays in the per-request render.
 */
import type { PageContext } from '../page-context.ts';
import { illustrationKey, markupIdentity, type OnceMarkup } from '../ui/rendered-once.tsx';
import { CONTENT } from '../content/built-content.ts';
import { brandHomeOf } from './home-content.ts';
import type { BrandHome, HomeVisual } from '../content/home-content-schema.ts';
import { HeroVisual, RowVisual, TenantChallengeSetup } from './home-visuals.tsx';

/** The build's copy of a picture (compiler/steps/render-home-illustrations.ts), none for a pseudo-locale or a locale without a build. */
const prebuilt = (ctx: PageContext, key: string) => () =>
  CONTENT[`illustrations:${ctx.pageLocale}:${ctx.resolved.id}`]?.[markupIdentity(key)];

/** The hero's picture: the participant's leaderboard or the organiser's report. */
export function heroIllustration(ctx: PageContext, brand: BrandHome): OnceMarkup {
  const key = illustrationKey(ctx, `home-hero:${brand.story}`);
  return {
    key,
    prebuilt: prebuilt(ctx, key),
    render: () => (
      <HeroVisual
        story={brand.story}
        brand={ctx.resolved.tenant.routeSet}
        lang={ctx.locale}
        t={ctx.t}
        pageLocale={ctx.pageLocale}
      />
    ),
  };
}

/** A home row's picture by its name in content/home.json. */
export function rowIllustration(ctx: PageContext, visual: HomeVisual): OnceMarkup {
  const key = illustrationKey(ctx, `home-row:${visual}`);
  return {
    key,
    prebuilt: prebuilt(ctx, key),
    render: () => (
      <RowVisual visual={visual} tenant={ctx.resolved.tenant} lang={ctx.locale} t={ctx.t} pageLocale={ctx.pageLocale} />
    ),
  };
}

/** Every stored part of the tenant's home. */
export function homeIllustrations(ctx: PageContext): OnceMarkup[] {
  const brand = brandHomeOf(ctx.resolved.tenant, ctx.pageLocale);
  return [heroIllustration(ctx, brand), ...brand.rows.map((row) => rowIllustration(ctx, row.visual))];
}

/** The product overview's first picture: the organiser's setup (a brand telling the reporting story). */
export function productHeroIllustration(ctx: PageContext): OnceMarkup {
  const key = illustrationKey(ctx, 'product-hero:setup');
  return {
    key,
    prebuilt: prebuilt(ctx, key),
    render: () => (
      <TenantChallengeSetup tenant={ctx.resolved.tenant} lang={ctx.locale} t={ctx.t} pageLocale={ctx.pageLocale} />
    ),
  };
}

/** Every part the build stores for a tenant: its home's, and its product overview's when it tells the reporting story. */
export function builtIllustrations(ctx: PageContext): OnceMarkup[] {
  const story = brandHomeOf(ctx.resolved.tenant, ctx.pageLocale).story === 'reporting';
  return [...homeIllustrations(ctx), ...(story ? [productHeroIllustration(ctx)] : [])];
}
