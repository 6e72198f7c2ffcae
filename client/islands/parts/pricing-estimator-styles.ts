import { css } from '../../../common/styles.ts';
import { FOLD_CUE } from '../../../common/pricing/fold-cue.ts';

/** The billing switch: a segmented control of links; the chosen one is marked, not filled like a button. */
export const segmented = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 4px;
  padding: 4px;
  margin: 0 0 16px;
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-background);
  border: 1px solid var(--tt-muted-text);
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0 4px;
    white-space: nowrap;
    border-radius: calc(var(--tt-radius, 8px) - 2px);
    color: var(--tt-text);
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='true'] {
    box-shadow: inset 0 0 0 2px var(--tt-primary);
    color: var(--tt-link, var(--tt-primary));
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

/**
 * The estimator panel: its four inputs in a row from tablet width (two by two on phones), the
 * details (support and add-ons) below them, the total and its arithmetic last (beside them from
 * 1000 px).
 */
export const estimatorBox = css`
  padding: 16px;
  /* Invisible here; drawn in high contrast (base-styles.ts) and forced colours, where the
     surface colour is the page's own and the panel would lose its edge. */
  border: 1px solid transparent;
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-surface);
  color: var(--tt-text);
  /* A ruled look (worker/ui/look.ts): a white sheet under the brand's rule, like its cards. */
  html[data-look~='ruled'] & {
    border-color: var(--tt-edge);
    border-block-start: var(--tt-rule) solid var(--tt-top);
    background: var(--tt-card);
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
  .fields {
    display: grid;
    gap: 12px;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
  @media (min-width: 720px) {
    .fields {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  .fields.extras {
    margin-top: 12px;
  }
  /* The fields take seven tenths: four columns of about 180 px at 1280, so the longest label (the
     one-time duration, "Extended duration in quarters (optional)") takes two lines, not four. */
  @media (min-width: 1000px) {
    display: grid;
    grid-template-columns: minmax(0, 7fr) minmax(0, 3fr);
    column-gap: 32px;
    align-items: start;
    > * {
      grid-column: 1;
    }
    > .result {
      grid-column: 2;
      grid-row: 1 / span 3;
      margin: 0;
      padding: 16px 20px;
      /* As the panel's own: drawn in high contrast and forced colours, where the page's colour
         behind the total is the panel's and the total would float. */
      border: 1px solid transparent;
      border-radius: var(--tt-radius, 8px);
      background: var(--tt-background);
    }
  }
  /* A field's label, control and notes (hint, refusal) sit on three rows shared by its row of the
     grid (subgrid): the controls line up on one line whatever wraps in a neighbour's label, and a
     label that wraps ends on the same line as the others (align-self: end). */
  .field {
    display: grid;
    grid-row: span 3;
    grid-template-rows: subgrid;
    row-gap: 4px;
    align-content: start;
  }
  .field.wide {
    grid-column: 1 / -1;
  }
  .field.wide select {
    max-width: 28rem;
  }
  .field > label {
    display: block;
    align-self: end;
    font-weight: 600;
  }
  .hint {
    margin: 0;
    font-size: 0.9rem;
    color: var(--tt-muted-text);
  }
  input[type='number'],
  select {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: 8px 10px;
    border: 2px solid var(--tt-muted-text);
    border-radius: var(--tt-radius, 8px);
    background: var(--tt-background);
    color: var(--tt-text);
    font: inherit;
  }
  /* A refused count stays marked after focus moves on (the result asks for "the highlighted
     field"): the error colour's border, and a ring of it outside, which high contrast's one border
     colour (base-styles.ts) leaves alone; the focus outline, 2 px further out, still shows. */
  input[type='number'][aria-invalid='true'] {
    border-color: #b00020;
    box-shadow: 0 0 0 2px #b00020;
  }
  .error {
    margin: 6px 0 0;
    padding-inline-start: 8px;
    border-inline-start: 4px solid #b00020;
    font-weight: 600;
    font-size: 0.95rem;
  }
  details {
    margin: 16px 0 0;
    padding: 8px 0 0;
    border-top: 1px solid var(--tt-muted-text);
  }
  summary {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 44px;
    font-weight: 700;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  ${FOLD_CUE}
  .check {
    display: flex;
    gap: 10px;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    grid-column: 1 / -1;
  }
  .check input {
    width: 22px;
    height: 22px;
    margin: 0;
    flex: none;
  }
  .result {
    margin: 16px 0 12px;
  }
  .total {
    margin: 0;
    font-size: 1.1rem;
  }
  .total strong {
    display: block;
    font-size: 2rem;
    font-variant-numeric: tabular-nums;
  }
  .how,
  .lines {
    margin: 4px 0 0;
    color: var(--tt-muted-text);
    font-size: 0.95rem;
  }
  .lines {
    padding-inline-start: 20px;
  }
  /* An amount is never split over two lines (isolated-amounts.tsx). */
  .how bdi,
  .lines bdi {
    white-space: nowrap;
  }
  .sales {
    margin: 8px 0 0;
    font-size: 0.95rem;
  }
  button {
    min-height: 44px;
    padding: 0 16px;
    border: 2px solid var(--tt-primary);
    border-radius: var(--tt-radius, 8px);
    background: transparent;
    color: var(--tt-link, var(--tt-primary));
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;
