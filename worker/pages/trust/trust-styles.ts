import { css } from '../../../common/styles.ts';
import { COLOUR, RADIUS, SPACE, TYPE } from '../../ui/visual/tokens.ts';
import { LOOK_CARD } from '../../ui/look.ts';

/** The trust centre's tables (the roles matrix, the privacy levels): small type, a rule under each row. */
export const TRUST_TABLE = `
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${TYPE.small.size};
    line-height: ${TYPE.small.lineHeight};
  }
  th,
  td {
    padding: ${SPACE[3]};
    text-align: start;
    vertical-align: top;
    border-block-end: 1px solid ${COLOUR.border};
  }
`;

/** One section of the trust centre: heading, lead, then its own visual or list. */
export const trustSection = css`
  margin-block: ${SPACE[7]};
  scroll-margin-top: ${SPACE[5]};
  h2 {
    margin: 0 0 ${SPACE[3]};
  }
  .lead {
    margin: 0 0 ${SPACE[5]};
    max-width: 68ch;
    color: ${COLOUR.text};
  }
  /* A table's line saying it scrolls (a spec sheet on a phone) belongs to the table: 8 px under the
     lead, not 24 (the margins collapse), which keeps the French sheet under 10,000 px at 390. */
  .lead + p {
    margin-block-start: -${SPACE[4]};
  }
  /* A spec sheet's lead fills its column (about 810 px at 1280): at 68ch it stopped three quarters
     across, above a table as wide as the page. */
  [data-composition='sheet'] & .lead {
    max-width: none;
  }
  /* A section whose content runs the page's width (the roles matrix, the profile screens, the
     devices, the tables): from 900 px its heading beside its lead, a third and two thirds, over the
     content. Heading over a lead of 68ch, the right two fifths above a full-width table stood empty. */
  @media (min-width: 900px) {
    article:not([data-composition='sheet']) &:not(:has(> .side)) {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
      column-gap: ${SPACE[6]};
      align-items: start;
      /* An island's wrapper is display: contents: its parts are the section's grid items. */
      > *,
      > tt-island > * {
        grid-column: 1 / -1;
      }
      > h2 {
        grid-column: 1;
      }
      > .lead {
        grid-column: 2;
        max-width: none;
      }
    }
  }
`;

/**
 * A section whose heading and lead sit beside what they introduce from 900 px (the region picker,
 * the sign-in providers): a short block no longer leaves half the screen empty beside it.
 */
export const splitSection = css`
  @media (min-width: 900px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    column-gap: ${SPACE[6]};
    align-items: start;
    > .side {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
    /* On a spec sheet the number and heading keep the sheet's first column (a quarter, as in every
       row), the lead and what it introduces share the rest: the whole width is used. */
    [data-composition='sheet'] &[data-kicker] {
      /* 40px: the sheet's column gap (worker/ui/base-styles.ts). */
      grid-template-columns: calc((100% - 40px) / 4) minmax(0, 1fr) minmax(0, 1fr);
      grid-template-rows: auto;
    }
    [data-composition='sheet'] & > .lead {
      grid-column: 2;
      grid-row: 1;
    }
    [data-composition='sheet'] & > .side {
      grid-column: 3;
      grid-row: 1;
    }
  }
`;

/**
 * The page's closing words (closing-sections.tsx ClosingColumns): from 900 px two columns of a
 * readable measure, the first section with the actions under it, the rest beside it; one column in
 * the same order on a phone.
 */
export const closingColumns = css`
  @media (min-width: 900px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    column-gap: 56px;
    align-items: start;
    margin-block-start: 48px;
    > * > :first-child,
    > * > :first-child > :first-child {
      margin-block-start: 0;
    }
  }
`;

/** A table that scrolls sideways inside its own focusable frame on a phone, never the page. */
export const tableFrame = css`
  /* The containing block of the visually hidden words in its cells, which would widen the page. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${COLOUR.border};
  border-radius: ${RADIUS.card};
  &:focus-visible {
    outline: 3px solid ${COLOUR.link};
    outline-offset: 2px;
  }
  ${TRUST_TABLE}
  thead th {
    background: ${COLOUR.surface};
    color: ${COLOUR.text};
  }
  tr:last-child > * {
    border-block-end: 0;
  }
  /* A phone: each row a card, each cell under its column's name (data-label), so no column is cut
     off mid-word at the frame's edge and nothing needs a sideways scroll. */
  @media (max-width: 599px) {
    table,
    tbody,
    tr,
    th,
    td {
      display: block;
      min-width: 0;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tr {
      border-block-end: 1px solid ${COLOUR.border};
    }
    tr:last-child {
      border-block-end: 0;
    }
    th,
    td {
      border-block-end: 0;
      padding-block: ${SPACE[2]};
      overflow-wrap: break-word;
    }
    th[scope='row'] {
      padding-block-start: ${SPACE[4]};
      font-size: 1rem;
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-weight: 700;
      color: ${COLOUR.text};
    }
  }
`;

/** A card in the brand's look: filled, or white under the brand's rule. */
export const factCard = css`
  ${LOOK_CARD}
  color: ${COLOUR.text};
  h3 {
    margin: 0 0 ${SPACE[2]};
  }
  p {
    margin: ${SPACE[2]} 0 0;
  }
  a {
    color: ${COLOUR.link};
  }
`;
