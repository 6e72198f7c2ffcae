import { css } from '../../common/styles.ts';
import { buildHref } from '../../common/links.ts';
import type { PageContext } from '../page-context.ts';
import type { BrandHome } from '../content/home-content-schema.ts';
import { formatPercent } from '../../common/i18n/format-list.ts';

// A ledger, not the general brand's stat tiles: figures in one row between two rules, each with
// the customer it came from, so the proof reads as reported outcomes rather than platform totals.
const results = css`
  /* The product index's one numbered section would read a lone "01": a page numbers two or none. */
  [data-testid='product-overview'] &[data-kicker] > h2::before {
    content: none;
  }
  /* Inside the product overview's column: its edges are the column's, as every other section's. */
  [data-testid='product-overview'] & {
    padding-inline: 0;
  }
  box-sizing: border-box;
  max-width: 1120px;
  margin: 0 auto;
  padding: 48px 16px;
  color: var(--tt-text);
  h2 {
    margin: 0 0 24px;
    max-width: 760px;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
    list-style: none;
    margin: 0 0 16px;
    padding: 0;
    border-block: 2px solid var(--tt-primary);
  }
  /* Figure, label, customer: the label takes the spare height, so every label starts under its figure at one height. */
  li {
    padding-block: 20px;
    padding-inline: 0 16px;
    display: grid;
    grid-template-rows: auto 1fr auto;
    gap: 4px;
  }
  li + li {
    border-block-start: 1px solid color-mix(in srgb, var(--tt-muted-text) 40%, var(--tt-background));
  }
  @media (min-width: 720px) {
    li {
      padding-inline: 24px;
    }
    li:first-child {
      padding-inline-start: 0;
    }
    li + li {
      border-block-start: 0;
      border-inline-start: 1px solid color-mix(in srgb, var(--tt-muted-text) 40%, var(--tt-background));
    }
  }
  .value {
    font-size: 2.5rem;
    line-height: 1.1;
    font-weight: 700;
    color: var(--tt-primary);
  }
  .by {
    color: var(--tt-muted-text);
    font-size: 0.95rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    color: var(--tt-link);
    font-weight: 700;
  }
`;

/**
 * A figure as the page's language writes it: content keeps "64%" once for every locale, French and
 * German read "64 %" (their no-break space before the sign). Anything not a bare percentage stays as written.
 */
function figure(value: string, locale: string): string {
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(value);
  return percent ? formatPercent(Number(percent[1]), locale) : value;
}

/** What the brand's customers reported (content/home.json `results`), each with its customer's name. */
export function HomeResults({ brand, ctx }: { brand: BrandHome; ctx: PageContext }) {
  if (!brand.results) return null;
  const { heading, link, items } = brand.results;
  return (
    <section className={results} aria-labelledby="results-heading" data-testid="results" data-kicker>
      <h2 id="results-heading">{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.caseStudy}>
            <span className="value">{figure(item.value, ctx.locale)}</span>
            <span>{item.label}</span>
            <span className="by">{item.customer}</span>
          </li>
        ))}
      </ul>
      {/* A text link, not a button: its English-only marker follows it (worker/i18n/localize-links.ts). */}
      <a href={buildHref(link.path, ctx)} data-marks-english="after">
        {link.label}
      </a>
    </section>
  );
}
