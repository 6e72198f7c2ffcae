import { css } from '../../common/styles.ts';

/**
 * Copy of several short sections set in two balanced columns from 900 px, each a readable measure
 * (about 60ch at 1280 px), instead of one 760 px column with a third of the screen empty beside it.
 * A heading stays with what follows it and no paragraph or list splits across the columns. Wrap
 * `<Prose>` in it; phones keep one column.
 */
export const proseColumns = css`
  @media (min-width: 900px) {
    margin-block-start: 48px;
    > div {
      max-width: none;
      column-count: 2;
      column-gap: 56px;
    }
    h2,
    h3 {
      break-after: avoid;
    }
    p,
    ul,
    ol,
    li,
    table,
    figure,
    blockquote {
      break-inside: avoid;
    }
    > div > :first-child {
      margin-top: 0;
    }
  }
`;
