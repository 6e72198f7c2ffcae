import { css } from '../../../common/styles.ts';

/** Text for screen readers only. */
export { visuallyHidden as srOnly } from '../../../common/visually-hidden.ts';

/** A pricing section: a heading, then its body; sections keep one rhythm down the page. */
export const section = css`
  margin: 48px 0;
  > h2 {
    margin: 0 0 16px;
  }
`;

/**
 * Names beside their prices (support plans were 1,000 px apart): a list of rows no
 * wider than a reading column, the price right after the name's column.
 */
export const priceRows = css`
  max-width: 640px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 4px 16px;
    padding: 12px 0;
    border-bottom: 1px solid var(--tt-edge);
  }
  .name {
    font-weight: 700;
  }
  .price {
    font-weight: 700;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .detail {
    grid-column: 1 / -1;
    margin: 0;
    color: var(--tt-muted-text);
    font-size: 0.95rem;
  }
  /* A price sheet's rows run to its rules' end, as its questions do: one right edge for every price. */
  [data-composition='sheet'] & {
    max-width: none;
  }
`;
