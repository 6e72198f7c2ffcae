import { css } from '../../../common/styles.ts';

/**
 * The pricing first screen: the heading, one line, the currency switch and one primary action
 * beside the billing switch and estimator from 900 px; stacked on phones, the estimator right
 * after the switches (the estimator in the first screen, before any description).
 */
export const firstScreen = css`
  display: grid;
  gap: 16px 48px;
  align-items: start;
  margin: 0 0 32px;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 480px);
  }
  h1 {
    margin: 0 0 8px;
  }
  .lead {
    margin: 0 0 12px;
    font-size: 1.15rem;
    color: var(--tt-muted-text);
    max-width: 620px;
  }
  .words > p:last-child {
    margin-bottom: 0;
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
