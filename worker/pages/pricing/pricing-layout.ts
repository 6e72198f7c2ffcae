import { css } from '../../../common/styles.ts';

/**
 * The pricing first screen's words: the heading and one line, kept short so that the switches and
 * every plan's price fit the first screen at 1280 × 800 (and the first two at 390 × 844).
 */
export const firstScreen = css`
  margin: 0 0 16px;
  h1 {
    margin: 0 0 8px;
  }
  .lead {
    margin: 0;
    font-size: 1.15rem;
    color: var(--tt-muted-text);
    max-width: 720px;
  }
  .lead + * {
    margin-top: 12px;
  }
`;

/** The estimator after the cards, the page's full width (its total beside its inputs from 1000 px). */
export const estimatorSection = css`
  margin: 0 0 40px;
`;

/** The FAQ and "Not sure which plan fits?" side by side from 1000 px, so neither leaves a third empty. */
export const closingGrid = css`
  display: grid;
  gap: 0 48px;
  align-items: start;
  @media (min-width: 1000px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    > :last-child {
      margin-top: 48px;
      padding: 8px 24px 24px;
      border: 1px solid var(--tt-edge);
      border-block-start: var(--tt-rule) solid var(--tt-top);
      border-radius: var(--tt-radius, 8px);
      background: var(--tt-card);
    }
    > :last-child h2 {
      margin-top: 16px;
    }
  }
`;

/** Add-ons and support plans side by side on wide screens. */
export const extrasGrid = css`
  display: grid;
  gap: 0 48px;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** The intro of the smaller pricing pages: heading, one line and the currency switch, no picture. */
export const pageIntro = css`
  margin: 0 0 16px;
  h1 {
    margin: 0 0 8px;
  }
  .lead {
    margin: 0 0 12px;
    font-size: 1.15rem;
    color: var(--tt-muted-text);
    max-width: 720px;
  }
`;
