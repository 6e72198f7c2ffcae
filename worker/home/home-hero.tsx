import { buildHref } from '../../common/links.ts';
import { formatNumber } from '../../common/format.ts';
import { css } from '../../common/styles.ts';
import { BAND_PADDING_INLINE } from '../ui/layout/content-column.ts';
import type { Stats } from '../live-data/live-data-schema.ts';
import type { PageContext } from '../page-context.ts';
import type { BrandHome } from '../content/home-content-schema.ts';
import { heroIllustration } from './home-illustrations.tsx';
import { RenderedOnce } from '../ui/rendered-once.tsx';
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
  /* The split composition: the page's light surface under the dark toolbar, words in the text colour. */
  &[data-layout='split'] {
    background: var(--tt-surface);
    color: var(--tt-text);
    border-block-end: 1px solid color-mix(in srgb, var(--tt-muted-text) 30%, var(--tt-background));
  }
  &[data-layout='split'] h1 {
    color: var(--tt-text);
  }
  &[data-layout='split'] .tagline {
    margin: 0 0 12px;
    padding-inline-start: 12px;
    border-inline-start: 4px solid var(--tt-secondary);
    font-size: 0.95rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: var(--tt-primary);
  }
  /* One block: goober merges equal media queries into the first one's place, before the rules above. */
  @media (min-width: 900px) {
    /* The report leads: the picture on the start side, the words after it. */
    &[data-layout='split'][data-story] {
      grid-template-columns: minmax(0, 460px) minmax(0, 580px);
    }
    &[data-layout='split'] .visual {
      order: -1;
    }
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
  /*
   * The hero's own action is the first screen's one filled button (the header's is outlined, sign-in
   * a text link): on the brand's band in the band's text colour, on a light hero in the brand's.
   */
  a[data-action='primary'] {
    --fill: var(--tt-on-primary);
    box-sizing: border-box;
    padding: 0 26px;
    border: 2px solid var(--fill);
    border-radius: var(--tt-radius, 8px);
    background: var(--fill);
    color: var(--tt-primary);
    text-decoration: none;
  }
  &[data-layout='split'] a {
    color: var(--tt-link);
  }
  &[data-layout='split'] a[data-action='primary'] {
    --fill: var(--tt-primary);
    color: var(--tt-on-primary);
  }
  /* High contrast gives every edge the text's colour (base-styles.ts): the filled action's edge
     keeps its fill's colour instead, which stands out from the band (or the light hero) around it. */
  html[data-theme='highcontrast'] & a[data-action='primary'] {
    border-color: var(--fill) !important;
  }
  /* The quiet alternative: a text link, underlined, no box. */
  /* No side padding: wrapped under the button on a phone, its words start where the button does. */
  a[data-action='secondary'] {
    gap: 6px;
    padding: 0;
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  /* The arrow points the way one reads on: mirrored on a right-to-left page. */
  a[data-action='secondary'] > span:dir(rtl) {
    transform: scaleX(-1);
  }
`;

/**
 * The home hero: the tenant's title and pitch, the brand's hero action (outlined) and a text link,
 * the brand's picture; the `band` hero adds the platform's figures, the `split` one its audience.
 * The header carries the tenant's primary action on every screen, so the hero offers another.
 */
export function HomeHero({ ctx, brand, stats }: { ctx: PageContext; brand: BrandHome; stats: Stats }) {
  const { tenant } = ctx.resolved;
  const { heroAction, secondaryAction } = brand;
  const split = brand.layout.hero === 'split';
  return (
    <section
      className={hero}
      data-story={brand.story}
      data-layout={split ? 'split' : undefined}
      data-testid="home-hero"
    >
      <div>
        {split && <p className="tagline">{brand.tagline}</p>}
        <h1>{tenantCopy(tenant, ctx.pageLocale, 'title')}</h1>
        <p>{tenantCopy(tenant, ctx.pageLocale, 'description')}</p>
        <div className="actions">
          <a href={buildHref(heroAction.path, ctx)} data-action="primary">
            {heroAction.label}
          </a>
          <a href={buildHref(secondaryAction.path, ctx)} data-action="secondary">
            {secondaryAction.label} <span aria-hidden="true">→</span>
          </a>
        </div>
        {!split && (
          <p data-testid="stats">
            {ctx.t('page.home.stats', {
              organisations: formatNumber(stats.total_orgs, ctx.locale),
              events: formatNumber(stats.total_events, ctx.locale),
              // The counts pick the nouns' forms (Arabic's "814 مؤسسةً"); the figures above are written.
              orgCount: stats.total_orgs,
              eventCount: stats.total_events,
            })}
          </p>
        )}
      </div>
      <RenderedOnce className="visual" part={heroIllustration(ctx, brand)} />
    </section>
  );
}
