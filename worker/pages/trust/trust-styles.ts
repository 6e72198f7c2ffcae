import { css } from '../../../common/styles.ts';
import { COLOUR, RADIUS, SPACE, TYPE } from '../../ui/visual/tokens.ts';

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
  thead th {
    background: ${COLOUR.surface};
    color: ${COLOUR.text};
  }
  tr:last-child > * {
    border-block-end: 0;
  }
`;

/** A quiet card on the surface colour. */
export const factCard = css`
  padding: ${SPACE[5]};
  border: 1px solid ${COLOUR.border};
  border-radius: ${RADIUS.card};
  background: ${COLOUR.surface};
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
