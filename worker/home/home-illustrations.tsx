/**
 * The home's product illustrations as parts rendered once per isolate and key (tenant, theme,
 * locale, content version: worker/ui/rendered-once.tsx): the hero's picture and each row's. The
 * page module names them (`illustrations`) and the page shows them, from the same functions, so
 * the keys agree. Live data (figures, customers, testimonials) stays in the per-request render.
 */
import type { PageContext } from '../pages/page-context.ts';
import { illustrationKey, localesOf, type OnceMarkup } from '../ui/rendered-once.tsx';
import { CONTENT } from '../content/built-content.ts';
import { brandHomeOf } from './home-content.ts';
import type { BrandHome, HomeVisual } from './home-content-schema.ts';
import { HeroVisual, RowVisual } from './home-visuals.tsx';

/**
 * Where the build's copy of a picture is (scripts/render-home-illustrations.ts): its name, the tenant and
 * the locales, which is all the markup depends on. None for a pseudo-locale or a locale without a build.
 */
export function prebuiltKey(ctx: Pick<PageContext, 'resolved' | 'locale' | 'pageLocale'>, name: string): string {
  return [name, ctx.resolved.id, localesOf(ctx)].join('|');
}

const prebuilt = (ctx: PageContext, name: string) => () =>
  CONTENT[`illustrations:${ctx.pageLocale}:${ctx.resolved.id}`]?.[prebuiltKey(ctx, name)];

/** The hero's picture: the participant's leaderboard or the organiser's report. */
export function heroIllustration(ctx: PageContext, brand: BrandHome): OnceMarkup {
  return {
    key: illustrationKey(ctx, `home-hero:${brand.story}`),
    prebuilt: prebuilt(ctx, `home-hero:${brand.story}`),
    render: () => <HeroVisual story={brand.story} lang={ctx.locale} t={ctx.t} pageLocale={ctx.pageLocale} />,
  };
}

/** A home row's picture by its name in content/home.json. */
export function rowIllustration(ctx: PageContext, visual: HomeVisual): OnceMarkup {
  return {
    key: illustrationKey(ctx, `home-row:${visual}`),
    prebuilt: prebuilt(ctx, `home-row:${visual}`),
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
