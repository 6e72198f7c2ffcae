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

/** The estimator after the cards: a reading column wide enough for its four inputs in a row. */
export const estimatorSection = css`
  max-width: 880px;
  margin: 0 0 40px;
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
