import { buildHref } from '../../common/links.ts';
import { formatNumber } from '../../common/format.ts';
import { css } from '../../common/styles.ts';
import { BAND_PADDING_INLINE } from '../ui/layout/content-column.ts';
import type { Stats } from '../live-data/live-data-schema.ts';
import type { PageContext } from '../page-context.ts';
import type { BrandHome } from '../content/home-content-schema.ts';
import { heroIllustration } from './home-illustrations.tsx';
import { RenderedOnce } from '../ui/rendered-once.tsx';
import { primaryActionOf } from './home-content.ts';
import { localizedPrimaryAction } from '../i18n/primary-action.ts';
import { tenantCopy } from '../i18n/tenant-copy.ts';

// The hero shows the product: beside the words from 900 px, under them on phones, where
// the words shrink their padding so the picture's top is in the first screen. The phone is narrow
// (280 px); the organiser's report is a desktop screen and gets a wider column.
// Its words start at the content column's left edge, as the logo above and the sections below
// do (worker/ui/layout/content-column.ts); only the picture is centred on phones.
const hero = css`
  padding-block: 24px 32px;
  padding-inline: ${BAND_PADDING_INLINE};
  background: var(--tt-primary);
  color: var(--tt-on-primary);
  text-align: start;
  display: grid;
  gap: 24px;
  justify-items: start;
  .visual {
    width: 100%;
    max-width: 240px;
    justify-self: center;
  }
  &[data-story='reporting'] .visual {
    max-width: 440px;
  }
  h1 {
    color: var(--tt-on-primary);
    max-width: 880px;
    margin: 0 0 12px;
    font-size: 1.85rem;
    line-height: 1.15;
  }
  p {
    max-width: 680px;
    margin: 0 0 16px;
    font-size: 1.05rem;
  }
  [data-testid='stats'] {
    margin: 12px 0 0;
    font-size: 0.95rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-start;
    gap: 8px 16px;
  }
  /* One block: goober merges equal media queries into the first one's place, before the rules above. */
  @media (min-width: 900px) {
    padding-block: 72px;
    grid-template-columns: minmax(0, 640px) 280px;
    justify-content: space-between;
    align-items: center;
    gap: 64px;
    text-align: start;
    &[data-story='reporting'] {
      grid-template-columns: minmax(0, 600px) minmax(0, 440px);
      gap: 48px;
    }
    h1,
    p {
      margin-inline-start: 0;
    }
    .visual {
      max-width: 280px;
    }
    &[data-story='reporting'] .visual {
      max-width: 440px;
    }
    h1 {
      font-size: clamp(2rem, 4vw, 3rem);
      line-height: 1.2;
      margin-bottom: 16px;
    }
    p {
      font-size: 1.2rem;
      margin-bottom: 24px;
    }
    [data-testid='stats'] {
      font-size: 1.05rem;
    }
    .actions {
      justify-content: flex-start;
    }
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    font-weight: 700;
    color: var(--tt-on-primary);
  }
  /* The one filled button: the brand's primary action. */
  a[data-action='primary'] {
    padding: 0 28px;
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-on-primary);
    color: var(--tt-primary);
    text-decoration: none;
    box-shadow: 0 2px 0 color-mix(in srgb, var(--tt-text) 35%, transparent);
  }
  /* The quiet alternative: a text link, underlined, no box. */
  a[data-action='secondary'] {
    gap: 6px;
    padding: 0 4px;
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  /* The arrow points the way one reads on: mirrored on a right-to-left page. */
  a[data-action='secondary'] > span:dir(rtl) {
    transform: scaleX(-1);
  }
`;

/** The home hero: the tenant's title and pitch, one filled action and a quiet one, the stats, the brand's picture. */
export function HomeHero({ ctx, brand, stats }: { ctx: PageContext; brand: BrandHome; stats: Stats }) {
  const { tenant } = ctx.resolved;
  const { secondaryAction } = brand;
  const primaryAction = localizedPrimaryAction(primaryActionOf(tenant), ctx.pageLocale, ctx.t);
  return (
    <section className={hero} data-story={brand.story} data-testid="home-hero">
      <div>
        <h1>{tenantCopy(tenant, ctx.pageLocale, 'title')}</h1>
        <p>{tenantCopy(tenant, ctx.pageLocale, 'description')}</p>
        <div className="actions">
          <a href={buildHref(primaryAction.path, ctx)} data-action="primary">
            {primaryAction.label}
          </a>
          <a href={buildHref(secondaryAction.path, ctx)} data-action="secondary">
            {secondaryAction.label} <span aria-hidden="true">→</span>
          </a>
        </div>
        <p data-testid="stats">
          {ctx.t('page.home.stats', {
            organisations: formatNumber(stats.total_orgs, ctx.locale),
            events: formatNumber(stats.total_events, ctx.locale),
          })}
        </p>
      </div>
      <RenderedOnce className="visual" part={heroIllustration(ctx, brand)} />
    </section>
  );
}
