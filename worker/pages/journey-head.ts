import { css } from '../../common/styles.ts';

/**
 * The journey's first screen from 1100 px: the title and the lead on the left, the first actions in
 * the title's row and the facts in the lead's on the right, so the map (the page's main picture,
 * the content's full width) still shows whole under them in a 1280 × 800 window in every language.
 * The lead gives way only to the facts (narrower than the actions in every language: French's
 * actions would push its lead to four lines); the title, a line, to the actions. The intro's and
 * the head's boxes step aside (`display: contents`) so all four are this grid's own cells.
 */
export const journeyHead = css`
  @media (min-width: 1100px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    grid-template-areas: 'title actions actions' 'lead lead facts';
    gap: 12px 48px;
    margin: 0 0 20px;
    > div {
      display: contents;
    }
    h1 {
      grid-area: title;
      align-self: center;
      margin: 0;
    }
    .lead {
      grid-area: lead;
      margin: 0;
    }
    > div:last-child > ul {
      grid-area: facts;
      align-self: center;
      justify-self: end;
      margin: 0;
    }
    > div:last-child > p {
      grid-area: actions;
      align-self: start;
      justify-self: end;
      margin: 0;
    }
  }
`;
