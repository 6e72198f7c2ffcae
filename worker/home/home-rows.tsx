import { css } from '../../common/styles.ts';
import type { PageContext } from '../page-context.ts';
import { fillPlaceholders } from '../ui/prose.tsx';
import { RenderedOnce } from '../ui/rendered-once.tsx';
import { FeatureRow } from '../ui/visual/layout.tsx';
import type { BrandHome } from '../content/home-content-schema.ts';
import { rowIllustration } from './home-illustrations.tsx';

/** A row's picture: at most a wide phone's width, so its words stay near the page's text size. */
const rowVisual = css`
  max-width: 480px;
  margin: 0 auto;
  /* High contrast paints a picture's panel the page's own colour: an edge keeps its box. */
  html[data-theme='highcontrast'] & {
    border: 2px solid var(--tt-text);
    border-radius: 16px;
  }
`;

// Cards side by side on wide screens, each picture above its words: three answers at one glance,
// the rhythm of a buyer's checklist rather than the general brand's alternating story.
const cards = css`
  box-sizing: border-box;
  max-width: 1120px;
  margin: 0 auto;
  padding: 48px 16px;
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  color: var(--tt-text);
  /* Each card spans three rows of the list's grid (subgrid): picture, heading and byline line up
     across the cards whatever a picture's height, and every picture sits in a box of the row's height. */
  > section {
    display: grid;
    grid-row: span 3;
    grid-template-rows: subgrid;
    row-gap: 16px;
    align-content: start;
    padding: var(--tt-pad);
    border-radius: var(--tt-radius);
    border: 1px solid color-mix(in srgb, var(--tt-muted-text) 30%, var(--tt-background));
    border-block-start: 4px solid var(--tt-primary);
    background: var(--tt-background);
  }
  h2 {
    grid-row: 2;
    margin: 0;
    font-size: 1.3rem;
    line-height: 1.3;
  }
  p {
    grid-row: 3;
    margin: 0;
    color: var(--tt-muted-text);
  }
  [data-visual] {
    grid-row: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    width: 100%;
    max-width: 360px;
    margin: 0 auto;
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-surface);
  }
`;

/** The brand's picture rows (content/home.json `rows`), as `layout.rows` composes them. */
export function HomeRows({ brand, ctx }: { brand: BrandHome; ctx: PageContext }) {
  const { tenant } = ctx.resolved;
  const picture = (visual: BrandHome['rows'][number]['visual'], className?: string) => (
    <RenderedOnce className={className} data-visual={visual} part={rowIllustration(ctx, visual)} />
  );
  if (brand.layout.rows === 'cards')
    return (
      <div className={cards} data-testid="feature-cards">
        {brand.rows.map((row) => (
          <section key={row.visual} aria-labelledby={`row-${row.visual}`}>
            <h2 id={`row-${row.visual}`}>{fillPlaceholders(row.title, tenant)}</h2>
            <p>{fillPlaceholders(row.lead, tenant)}</p>
            {picture(row.visual)}
          </section>
        ))}
      </div>
    );
  return (
    <>
      {brand.rows.map((row, i) => (
        <FeatureRow
          key={row.visual}
          index={i}
          title={fillPlaceholders(row.title, tenant)}
          lead={fillPlaceholders(row.lead, tenant)}
          visual={picture(row.visual, rowVisual)}
        />
      ))}
    </>
  );
}
